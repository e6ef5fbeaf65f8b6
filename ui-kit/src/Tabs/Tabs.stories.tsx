import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A click selects a tab and shows its panel; the arrow keys move between tabs and skip the disabled one. */
export const Switching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('tab', { name: 'Privacy' });
    await userEvent.click(privacy);
    await expect(privacy).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Privacy' })).toHaveTextContent(
      'Control your privacy and security preferences',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('privacy');
    await userEvent.keyboard('{ArrowRight}');
    const notifications = canvas.getByRole('tab', { name: 'Notifications' });
    await expect(notifications).toHaveFocus();
    await expect(notifications).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toBeDisabled();
  },
};
