import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Log out?',
    description: 'You will need to log in again to continue learning.',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Open: Story = {};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this course?',
    description: 'Its modules, lectures and quizzes are removed for good.',
    confirmLabel: 'Delete',
  },
};
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Logout</Button> },
};

/** Focus starts on Cancel, so Enter never confirms by accident; choosing Confirm calls onConfirm and closes. */
export const Confirming: Story = {
  ...WithTrigger,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Logout' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Log out?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};
