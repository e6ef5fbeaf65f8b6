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
/** Wrapped lines closer than the items of a line: a review's author, stars, date and badge. */
export const RowGap: Story = {
  args: { gap: '3', rowGap: '1' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Group {...args}>
      <strong>Grace Hopper</strong>
      <span>★★★★☆</span>
      <span>12 March 2026</span>
      <Badge tone="warning">Hidden</Badge>
      <Badge>Verified learner</Badge>
    </Group>
  ),
};
/** Inside a line of text, as wide as its children: an icon beside its words. */
export const Inline: Story = {
  args: { inline: true, as: 'span', wrap: false },
  render: (args) => (
    <p>
      Quiz 2:{' '}
      <Group {...args}>
        <span aria-hidden="true">✓</span>
        <span>passed</span>
      </Group>{' '}
      on the first attempt.
    </p>
  ),
};
