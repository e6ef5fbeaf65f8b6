export { Grid, type GridProps } from './Grid.tsx';
export { Group, type GroupProps } from './Group.tsx';
export { Split, type SplitBreakpoint, type SplitProps } from './Split.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export type { Align, Justify, LayoutElement, SpaceStep } from './space.ts';
