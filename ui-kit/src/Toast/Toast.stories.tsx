import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster, toast } from './Toast.tsx';

/** Shows its toast when the story opens (and again on click), and clears the shared store on leave. */
function ToastDemo({ label, show }: { label: string; show: () => void }) {
  useEffect(() => {
    show();
    return () => toast.dismiss();
  }, [show]);
  return (
    <Button variant="secondary" onClick={show}>
      {label}
    </Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { position: 'top-center' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(label: string, show: () => void): Story {
  return {
    render: (args) => (
      <>
        <Toaster {...args} />
        <ToastDemo label={label} show={show} />
      </>
    ),
  };
}

const showSuccess = () => toast.success('Login successful!');
export const Playground = story('Show success toast', showSuccess);
export const Success = story('Show success toast', showSuccess);
export const ErrorToast = story('Show error toast', () => toast.error('Failed to log in'));
export const Loading = story('Show loading toast', () => toast.loading('Loading courses...'));
export const Plain = story('Show plain toast', () => toast.plain('Opening email client...'));
export const PromiseToast = story('Show progress toast', () => {
  toast.promise(new Promise((resolve) => setTimeout(resolve, 1500)), {
    loading: 'Processing payment...',
    success: 'Payment complete',
    error: 'Operation failed',
  });
});

/** A button raises the toast as a status message; dismissing it takes it off the screen. */
export const AppearsAndDismisses: Story = {
  render: (args) => (
    <>
      <Toaster {...args} />
      <Button variant="secondary" onClick={() => toast.success('Profile saved')}>
        Save profile
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss toasts
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Save profile' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Profile saved');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss toasts' }));
    // Dismissed, the toast plays its exit animation and is then removed.
    await waitFor(() => expect(page.queryByText('Profile saved')).toBeNull(), { timeout: 5000 });
  },
};
