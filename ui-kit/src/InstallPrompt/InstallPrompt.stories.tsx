import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
