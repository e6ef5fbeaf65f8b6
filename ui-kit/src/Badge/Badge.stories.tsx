import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { tone: 'neutral', children: 'Self Paced Learning' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'Bestseller' } };
export const Success: Story = { args: { tone: 'success', children: 'Completed' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Processing' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };
export const Info: Story = { args: { tone: 'info', children: '2/5 quizzes' } };
