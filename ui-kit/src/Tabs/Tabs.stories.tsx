import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Settings sections',
    onValueChange: fn(),
    items: [
      { value: 'notifications', label: 'Notifications', content: <p>Choose how you want to be notified</p> },
      { value: 'privacy', label: 'Privacy', content: <p>Control your privacy and security preferences</p> },
      {
        value: 'billing',
        label: 'Billing',
        content: <p>Billing is managed by your organisation.</p>,
        disabled: true,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FirstActive: Story = {};
export const SecondActive: Story = { args: { defaultValue: 'privacy' } };
