import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Enter opens the menu, the arrow keys move through it, Escape closes it and focus returns to the button. */
export const KeyboardUse: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveTextContent('ada@example.com');
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
