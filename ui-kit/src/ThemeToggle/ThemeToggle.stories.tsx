import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { type Theme, ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Actions/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'light', onThemeChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const onThemeChange = (theme: Theme) => {
      args.onThemeChange(theme);
      updateArgs({ theme });
    };
    return <ThemeToggle {...args} onThemeChange={onThemeChange} />;
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };
