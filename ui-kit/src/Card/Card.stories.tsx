import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    padding: 'md',
    variant: 'outlined',
    children: (
      <>
        <h3 style={{ margin: 0 }}>Quick Info</h3>
        <p style={{ marginBottom: 0 }}>Joined March 2025</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Compact: Story = { args: { padding: 'sm' } };
export const Spacious: Story = { args: { padding: 'lg' } };
