import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styles from './Layout.module.css';
import {
  type Align,
  classNames,
  type LayoutAttributes,
  type LayoutElement,
  type SpaceStep,
} from './space.ts';

export interface GridProps extends LayoutAttributes {
  /** The space between cells. @default '4' */
  gap?: SpaceStep;
  /** As many columns as fit, each at least this wide (a CSS length); one column on a narrow screen. @default '16rem' */
  minItemWidth?: string;
  /** A fixed number of equal columns instead of as many as fit. */
  columns?: number;
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
    />
  );
}
