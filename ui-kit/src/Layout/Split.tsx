import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styles from './Layout.module.css';
import {
  type Align,
  classNames,
  type LayoutAttributes,
  type LayoutElement,
  type SpaceStep,
} from './space.ts';

/** The widths from which a Split sets its columns side by side. */
export type SplitBreakpoint = '40rem' | '56rem' | '60rem' | '64rem';

export interface SplitProps extends LayoutAttributes {
  /** The columns once the screen is wide enough, as grid-template-columns: '2fr 1fr', 'minmax(0, 1fr) 20rem'. */
  columns: string;
  /** The screen width from which the columns stand side by side; below it they stack. @default '64rem' */
  from?: SplitBreakpoint;
  /** The space between the columns, and between them when stacked. @default '6' */
  gap?: SpaceStep;
  /** Each column's alignment in the row; 'start' lets a short column keep its own height. @default 'start' */
  align?: Align;
  /** @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** A page's main column beside a side column (a summary, a profile card), stacked on a narrow screen. */
export function Split({
  columns,
  from = '64rem',
  gap = '6',
  align = 'start',
  as: Element = 'div',
  className,
  style,
  ...rest
}: SplitProps) {
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, styles.split, className)}
      style={{ '--split-columns': columns, ...style } as CSSProperties}
      data-gap={gap}
      data-from={from}
      data-align={align === 'stretch' ? undefined : align}
    />
  );
}
