import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag.tsx';

const meta = {
  title: 'Course/PriceTag',
  component: PriceTag,
  args: { amount: 999900, currency: 'INR', locale: 'en-IN', size: 'md' },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Plain: Story = {};
export const Discounted: Story = { args: { originalAmount: 1499900, size: 'lg' } };
export const Dollars: Story = { args: { amount: 12000, currency: 'USD', locale: 'en-US', size: 'sm' } };
