import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypePage } from './TypePage.tsx';

const meta = {
  title: 'Foundations/Typography',
  component: TypePage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof TypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Font families, the type scale, weights and line heights. Drawn from tokens.css, so it cannot drift from what the components use. */
export const Tokens: Story = {};
