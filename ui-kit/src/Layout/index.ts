export {
  Grid,
  type GridProps,
  Group,
  type GroupProps,
  PageSection,
  type PageSectionProps,
  Split,
  type SplitBreakpoint,
  type SplitProps,
  Stack,
  type StackProps,
} from './Layout.tsx';
export type { Align, Justify, LayoutElement, SpaceStep } from './space.ts';
