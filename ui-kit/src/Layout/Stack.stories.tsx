import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Stack } from './Layout.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: '4' },
  render: (args) => (
    <Stack {...args}>
      <Card>Introduction to the course</Card>
      <Card>Module 1: Foundations</Card>
      <Card>Module 2: Practice</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** A tight stack, e.g. a label over its value. */
export const Tight: Story = { args: { gap: '1' } };
/** Rendered as a list: the bullets and indent go, the gap stays. */
export const AsList: Story = {
  args: { as: 'ul', gap: '2' },
  render: (args) => (
    <Stack {...args}>
      <li>Video: Welcome</li>
      <li>Document: Syllabus</li>
      <li>Quiz: Check your understanding</li>
    </Stack>
  ),
};
/** Children keep their own width and sit at the start. */
export const AlignStart: Story = {
  args: { align: 'start', gap: '3' },
  render: (args) => (
    <Stack {...args}>
      <Button>Continue learning</Button>
      <Button variant="secondary">View certificate</Button>
    </Stack>
  ),
};
