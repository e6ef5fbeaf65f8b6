import type { HTMLAttributes, Ref } from 'react';
import styles from './Layout.module.css';
import {
  type Align,
  classNames,
  type Justify,
  type LayoutAttributes,
  type LayoutElement,
  type SpaceStep,
} from './space.ts';

export interface GroupProps extends LayoutAttributes {
  /** The space between children, across and between lines. @default '2' */
  gap?: SpaceStep;
  /** Cross-axis alignment. @default 'center' */
  align?: Align;
  /** Main-axis distribution; 'between' pushes the first and last child to the ends. @default 'start' */
  justify?: Justify;
  /** Children move to a new line when the row is full. @default true */
  wrap?: boolean;
  /** @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children side by side (buttons, badges, a title and its actions), wrapping on a narrow screen. */
export function Group({
  gap = '2',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  className,
  ...rest
}: GroupProps) {
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={classNames(styles.layout, styles.group, className)}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'start' ? undefined : justify}
      data-wrap={wrap || undefined}
    />
  );
}
