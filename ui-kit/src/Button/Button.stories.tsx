import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add To Cart', variant: 'primary', size: 'md', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Continue Shopping' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete course' } };
export const Success: Story = { args: { variant: 'success', children: 'Go to Dashboard' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Busy: Story = { args: { busy: true, busyText: 'Adding...' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  args: { asChild: true, children: <a href="/student/dashboard">Go to Dashboard</a> },
};
