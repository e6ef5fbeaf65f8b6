import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourPage } from './ColourPage.tsx';

const meta = {
  title: 'Foundations/Colours',
  component: ColourPage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof ColourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token in the light and the dark theme, with its contrast. Drawn from tokens.css, so it cannot drift from what the components use. */
export const Tokens: Story = {};
