import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';

// An inline picture, so the story works offline.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c7d2fe"/><circle cx="40" cy="32" r="14" fill="#3730a3"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#3730a3"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithImage: Story = { args: { src: portrait } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', name: 'Grace Brewster Hopper' } };
