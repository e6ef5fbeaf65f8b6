import type { Meta, StoryObj } from '@storybook/react-vite';
import { SurfacePage } from './SurfacePage.tsx';

const meta = {
  title: 'Foundations/Radii and shadows',
  component: SurfacePage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof SurfacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Corner radii, shadows and the focus ring. Drawn from tokens.css, so it cannot drift from what the components use. */
export const Tokens: Story = {};
