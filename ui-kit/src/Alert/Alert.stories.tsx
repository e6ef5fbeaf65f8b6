import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Auto-refreshes every 30 seconds',
    children: 'Certificate status updates on its own.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Quiz Passed', children: 'Congratulations!' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Maximum Attempts Reached',
    children: 'You have used all 3 attempts. Please contact your instructor.',
  },
};
export const Destructive: Story = {
  args: { tone: 'destructive', title: 'Error', children: 'Failed to submit quiz' },
};
export const WithAction: Story = {
  args: {
    tone: 'destructive',
    title: 'Failed to load document',
    children: undefined,
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};
