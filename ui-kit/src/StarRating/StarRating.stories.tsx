import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './StarRating.tsx';

const meta = {
  title: 'Course/StarRating',
  component: StarRating,
  args: { average: 4.3, count: 128 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Small: Story = { args: { size: 'sm', average: 3.5, count: 2 } };
export const OneReview: Story = { args: { average: 5, count: 1 } };
export const NotRatedYet: Story = { args: { average: null, count: 0 } };
