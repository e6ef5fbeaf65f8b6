export { Grid, type GridProps } from './Grid.tsx';
export { Group, type GroupProps } from './Group.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export type { Align, Justify, LayoutElement, SpaceStep } from './space.ts';
