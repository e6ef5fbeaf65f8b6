import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageSpinner } from './FullPageSpinner.tsx';

const meta = {
  title: 'Feedback/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading' },
} satisfies Meta<typeof FullPageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LoadingCourses: Story = { args: { label: 'Loading courses' } };
