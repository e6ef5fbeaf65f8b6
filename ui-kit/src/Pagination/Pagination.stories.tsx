import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const onPageChange = (page: number) => {
      args.onPageChange(page);
      updateArgs({ page });
    };
    return <Pagination {...args} onPageChange={onPageChange} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** Next and a page number move the current page; on the last page Next is disabled. */
export const Paging: Story = {
  args: { page: 5 },
  // The page is this story's own state: updated args (useArgs above) need the Storybook UI, and this play
  // function also runs in the unit tests, without it.
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const onPageChange = (next: number) => {
      args.onPageChange(next);
      setPage(next);
    };
    return <Pagination {...args} page={page} onPageChange={onPageChange} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};
