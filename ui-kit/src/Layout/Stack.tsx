import type { HTMLAttributes, Ref } from 'react';
import styles from './Layout.module.css';
import {
  type Align,
  classNames,
  type LayoutAttributes,
  type LayoutElement,
  type SpaceStep,
} from './space.ts';

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
