import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Theme, ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Actions/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'light', onThemeChange: fn() },
  // The theme is the story's own state (not updated args), so switching works in portable stories too; a
  // theme set in Controls still applies.
  render: function Render(args) {
    const [theme, setTheme] = useState(args.theme);
    useEffect(() => setTheme(args.theme), [args.theme]);
    const onThemeChange = (next: Theme) => {
      args.onThemeChange(next);
      setTheme(next);
    };
    return <ThemeToggle {...args} theme={theme} onThemeChange={onThemeChange} />;
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };

/** The button is named for the theme it switches to, and switches back from the keyboard. */
export const Switching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
    const toLight = canvas.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};
