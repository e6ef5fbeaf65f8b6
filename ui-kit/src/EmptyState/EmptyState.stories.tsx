import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ReceiptIcon } from '../icons/icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: "You don't have any orders yet.",
    description: 'Courses you buy show up here with their invoices.',
    icon: <ReceiptIcon />,
    action: <Button>Browse Courses</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithAction: Story = {};
export const TitleOnly: Story = {
  args: { title: 'No course details available', description: undefined, action: undefined, icon: undefined },
};
