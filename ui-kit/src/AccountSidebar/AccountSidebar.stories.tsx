import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookIcon, ReceiptIcon, SettingsIcon, UserIcon } from '../icons/icons.tsx';
import { AccountSidebar } from './AccountSidebar.tsx';

const meta = {
  title: 'Navigation/AccountSidebar',
  component: AccountSidebar,
  args: {
    activeHref: '/your-profile',
    entries: [
      {
        href: '/your-profile',
        label: 'Profile',
        description: 'Manage your account details',
        icon: <UserIcon />,
      },
      { href: '/progress', label: 'Learning Progress', icon: <BookIcon /> },
      { href: '/orders', label: 'My orders', description: 'Manage your payments', icon: <ReceiptIcon /> },
      {
        href: '/settings',
        label: 'Settings',
        description: 'Customize your preferences',
        icon: <SettingsIcon />,
      },
    ],
  },
} satisfies Meta<typeof AccountSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const ProfileActive: Story = {};
export const OrdersActive: Story = { args: { activeHref: '/orders' } };
