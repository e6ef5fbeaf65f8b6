import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartIcon, CloseIcon, MenuIcon } from '../icons/frame-icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', label: 'Cart', icon: <CartIcon /> } };
export const Primary: Story = { args: { variant: 'primary', label: 'Close', icon: <CloseIcon /> } };
export const Small: Story = { args: { size: 'sm', label: 'Close', icon: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true } };
