import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Course Added to Cart',
    description: 'Email Forensic Analyst Certification — ₹9,999.00',
    defaultOpen: true,
    onOpenChange: fn(),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Continue Shopping</Button>
        </DialogClose>
        <Button>Go to Cart</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Open: Story = {};
export const WithTrigger: Story = {
  args: {
    defaultOpen: false,
    trigger: <Button variant="secondary">Change Password</Button>,
    title: 'Change Password',
  },
};
export const WithBody: Story = {
  args: {
    title: 'Cookie Preferences',
    description: undefined,
    size: 'lg',
    children: <p>We use cookies to keep you signed in and to understand how the academy is used.</p>,
  },
};

/** The trigger opens the dialog (rendered in a portal, outside the story's root); Escape closes it. */
export const OpensAndCloses: Story = {
  ...WithTrigger,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Change Password' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Change Password' });
    // The dialog fades in: on a busy machine its close button is still transparent a moment after it opens.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
