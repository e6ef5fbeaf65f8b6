import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionPage } from './MotionPage.tsx';

const meta = {
  title: 'Foundations/Motion and layers',
  component: MotionPage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof MotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transition durations and stacking layers. Drawn from tokens.css, so it cannot drift from what the components use. */
export const Tokens: Story = {};
