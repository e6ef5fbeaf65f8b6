import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Quizzes completed', value: 2, max: 5 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 5, tone: 'success' } };
export const WithoutValue: Story = {
  args: { label: 'Uploading video', value: 64, max: 100, showValue: false },
};
