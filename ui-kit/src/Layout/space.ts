import type { AllHTMLAttributes, CSSProperties } from 'react';

/** A step of the spacing scale (`--space-N` in tokens.css); the primitives' gaps take only these. */
export type SpaceStep = '0' | '0-5' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12';

/** A row gap other than the gap, as an inline style: it then overrides the gap's row part. */
export const rowGapStyle = (rowGap: SpaceStep | undefined): CSSProperties =>
  rowGap ? { rowGap: `var(--space-${rowGap})` } : {};

export type Align = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
export type Justify = 'start' | 'center' | 'end' | 'between';

/** The elements a primitive may render as; a list is unstyled so only the layout shows. */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset'
  | 'header'
  | 'footer'
  | 'nav'
  | 'dl'
  | 'span'
  | 'p';

export function classNames(...names: Array<string | undefined | false>): string {
  return names.filter(Boolean).join(' ');
}

/** Any element's attributes (a form's noValidate, say), less the names the primitives use for their layout. */
export type LayoutAttributes = Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'wrap' | 'align' | 'gap'>;
