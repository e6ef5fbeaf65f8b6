import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePage } from './ThemePage.tsx';

const meta = {
  title: 'Foundations/Dark theme',
  component: ThemePage,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof ThemePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Components in both themes side by side. Themed from tokens.css alone. */
export const SideBySide: Story = {};
