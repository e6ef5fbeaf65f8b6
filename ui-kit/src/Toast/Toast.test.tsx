import { composeStories } from '@storybook/react';
import { act, render, screen } from '@testing-library/react';
import { toast as hotToast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog/Dialog.tsx';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Toast.stories.tsx';
import { Toaster, toast, useVisibleToastLimit } from './Toast.tsx';

const { Success } = composeStories(stories);

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  itRendersEveryStoryAccessibly(stories);

  it('announces the message in a status region', async () => {
    render(<Success />);
    const message = await screen.findByText('Login successful!');
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('is announced while a modal dialog hides the rest of the page', async () => {
    // No toast on screen as the dialog opens: a live region present then would stay announced anyway.
    act(() => hotToast.remove());
    render(
      <>
        <Toaster />
        <Dialog title="Change Password" open>
          <p>Form</p>
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog');
    act(() => {
      toast.error("Passwords don't match");
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain("Passwords don't match");
    act(() => toast.dismiss());
  });

  it('keeps a success toast for 2000 ms and an error toast for 4000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed to save');
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Saved').closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200)); // dismissed at 2000 ms…
    act(() => vi.advanceTimersByTime(1100)); // …and removed after its exit animation
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed to save')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000)); // dismissed at 4000 ms
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Failed to save')).toBeNull();
  });

  it('turns a promise toast from loading into success', async () => {
    render(<Toaster />);
    let resolve = () => {};
    act(() => {
      toast.promise(new Promise<void>((done) => (resolve = done)), { loading: 'Paying...', success: 'Paid' });
    });
    expect(await screen.findByText('Paying...')).toBeTruthy();
    await act(async () => resolve());
    expect(await screen.findByText('Paid')).toBeTruthy();
    act(() => toast.dismiss());
  });

  it('shows at most the limit a screen asks for, dismissing the oldest', () => {
    vi.useFakeTimers();
    function ScreenWithThree() {
      useVisibleToastLimit(3);
      return <Toaster />;
    }
    render(<ScreenWithThree />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.plain(`Message ${n}`);
    });
    act(() => vi.advanceTimersByTime(1100)); // dismissed toasts leave after their exit animation
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(screen.queryByText('Message 2')).toBeNull();
    for (const n of [3, 4, 5]) expect(screen.getByText(`Message ${n}`)).toBeTruthy();
    act(() => toast.dismiss());
  });
});
