import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingPage } from './SpacingPage.tsx';

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingPage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof SpacingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing steps. Drawn from tokens.css, so it cannot drift from what the components use. */
export const Tokens: Story = {};
