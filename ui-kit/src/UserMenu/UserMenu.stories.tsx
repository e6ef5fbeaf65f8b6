import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: { name: 'Ada Lovelace', email: 'ada@example.com', onLogout: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Closed: Story = {};
export const LongName: Story = {
  args: { name: 'Grace Brewster Murray Hopper', email: 'grace.hopper@example.com' },
};
