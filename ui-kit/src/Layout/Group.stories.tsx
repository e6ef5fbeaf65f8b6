import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Group } from './Layout.tsx';

const meta = {
  title: 'Layout/Group',
  component: Group,
  args: { gap: '2' },
  render: (args) => (
    <Group {...args}>
      <Button>Save</Button>
      <Button variant="secondary">Cancel</Button>
    </Group>
  ),
} satisfies Meta<typeof Group>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** A title and its actions at the two ends of a row. */
export const SpaceBetween: Story = {
  args: { justify: 'between' },
  render: (args) => (
    <Group {...args}>
      <strong>Order #1024</strong>
      <Badge tone="success">Completed</Badge>
    </Group>
  ),
};
/** Actions at the end of a form. */
export const End: Story = { args: { justify: 'end' } };
/** Tags that wrap onto more lines on a narrow screen. */
export const Wrapping: Story = {
  args: { gap: '1' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Group {...args}>
      {['React', 'TypeScript', 'Accessibility', 'Testing', 'Design systems', 'Performance'].map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
    </Group>
  ),
};
