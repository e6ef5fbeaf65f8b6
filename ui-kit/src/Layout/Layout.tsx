import { type CSSProperties, type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Layout.module.css';
import {
  type Align,
  classNames,
  type Justify,
  type LayoutAttributes,
  type LayoutElement,
  rowGapStyle,
  type SpaceStep,
} from './space.ts';

// The primitives share one module so that a screen using any of them loads one small chunk, not one each:
// every chunk a lazy screen needs is named in the entry script the first screen downloads.

export interface StackProps extends LayoutAttributes {
  /** The space between children. @default '4' */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children. @default 'stretch' */
  align?: Align;
  /** @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children one under another, a spacing step apart. */
export function Stack({ gap = '4', align = 'stretch', as: Element = 'div', className, ...rest }: StackProps) {
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, styles.stack, className)}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
    />
  );
}

export interface GroupProps extends LayoutAttributes {
  /** The space between children, across and between lines. @default '2' */
  gap?: SpaceStep;
  /** Cross-axis alignment. @default 'center' */
  align?: Align;
  /** Main-axis distribution; 'between' pushes the first and last child to the ends. @default 'start' */
  justify?: Justify;
  /** The space between lines when the row wraps, if not the gap (a wrapped line of tags sits closer). */
  rowGap?: SpaceStep;
  /** Children move to a new line when the row is full. @default true */
  wrap?: boolean;
  /** The row flows inside a line of text (an icon beside its words), as wide as its children. @default false */
  inline?: boolean;
  /** @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children side by side (buttons, badges, a title and its actions), wrapping on a narrow screen. */
export function Group({
  gap = '2',
  align = 'center',
  justify = 'start',
  rowGap,
  wrap = true,
  inline = false,
  as: Element = 'div',
  className,
  style,
  ...rest
}: GroupProps) {
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, styles.group, className)}
      style={{ ...rowGapStyle(rowGap), ...style }}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'start' ? undefined : justify}
      data-wrap={wrap || undefined}
      data-inline={inline || undefined}
    />
  );
}

export interface GridProps extends LayoutAttributes {
  /** The space between cells. @default '4' */
  gap?: SpaceStep;
  /** As many columns as fit, each at least this wide (a CSS length); one column on a narrow screen. @default '16rem' */
  minItemWidth?: string;
  /** A fixed number of equal columns instead of as many as fit. */
  columns?: number;
  /** Columns no item fills are dropped, so a row of fewer items than fit shares the whole width. @default false */
  fit?: boolean;
  /** Alignment of each cell's content in its row. @default 'stretch' */
  align?: Align;
  /** @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Cells in equal columns: cards, stats, form fields side by side. */
export function Grid({
  gap = '4',
  minItemWidth,
  columns,
  fit = false,
  align = 'stretch',
  as: Element = 'div',
  className,
  style,
  ...rest
}: GridProps) {
  const variables = {
    ...(minItemWidth ? { '--grid-min-item-width': minItemWidth } : {}),
    ...(columns ? { '--grid-columns': columns } : {}),
  } as CSSProperties;
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, styles.grid, className)}
      style={{ ...variables, ...style }}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
      data-columns={columns ? true : undefined}
      data-fit={fit || undefined}
    />
  );
}

/** The widths from which a Split sets its columns side by side. */
export type SplitBreakpoint = '40rem' | '45rem' | '48rem' | '56rem' | '60rem' | '64rem';

export interface SplitProps extends LayoutAttributes {
  /** The columns once the screen is wide enough, as grid-template-columns: '2fr 1fr', 'minmax(0, 1fr) 20rem'. */
  columns: string;
  /** The screen width from which the columns stand side by side; below it they stack. @default '64rem' */
  from?: SplitBreakpoint;
  /** The space between the columns, and between them when stacked. @default '6' */
  gap?: SpaceStep;
  /** The space between rows, if not the gap (fields in two columns, closer one under another). */
  rowGap?: SpaceStep;
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
  rowGap,
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
      style={{ '--split-columns': columns, ...rowGapStyle(rowGap), ...style } as CSSProperties}
      data-gap={gap}
      data-from={from}
      data-align={align === 'stretch' ? undefined : align}
    />
  );
}

export interface PageSectionProps extends Omit<LayoutAttributes, 'title'> {
  /** The section's heading; it also names the section for assistive technology. */
  title: ReactNode;
  /** The heading's level in the page's outline. @default 2 */
  level?: 2 | 3;
  /** @default 'section' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** A titled part of a page (a card's "Course outline", a list's "All courses"): the heading a spacing step above its content. */
export function PageSection({
  title,
  level = 2,
  as: Element = 'section',
  className,
  children,
  ...rest
}: PageSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Element
      aria-labelledby={headingId}
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, className)}
    >
      <Heading id={headingId} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </Element>
  );
}
