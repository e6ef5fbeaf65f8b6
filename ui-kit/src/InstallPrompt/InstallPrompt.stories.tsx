import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallPrompt } from './InstallPrompt.tsx';

const meta = {
  title: 'Feedback/InstallPrompt',
  component: InstallPrompt,
  args: { variant: 'android', onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Android: Story = {};
export const Ios: Story = { args: { variant: 'ios' } };

/** On iOS the button opens the installation steps in place and says so with aria-expanded. */
export const IosGuide: Story = {
  args: { variant: 'ios' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Show Installation Guide' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};
