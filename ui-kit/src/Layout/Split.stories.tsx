import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Split } from './Layout.tsx';

const meta = {
  title: 'Layout/Split',
  component: Split,
  args: { columns: 'minmax(0, 1fr) 20rem', from: '40rem' },
  render: (args) => (
    <Split {...args}>
      <Card>
        <h2>Your cart</h2>
        <p>Two courses, ready to check out. The main column takes the room that is left.</p>
      </Card>
      <Card>Order summary</Card>
    </Split>
  ),
} satisfies Meta<typeof Split>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main column and a fixed-width summary; stacked below the breakpoint. */
export const MainAndSummary: Story = {};
/** Two parts in proportion. */
export const Proportional: Story = { args: { columns: '2fr 1fr' } };
/** On a phone the columns stack. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** Fields in two columns, closer one under another than side by side. */
export const RowGap: Story = {
  args: { columns: '1fr 1fr', gap: '6', rowGap: '4', align: 'stretch' },
  render: (args) => (
    <Split {...args}>
      {['Phone number', 'Address', 'Language', 'Time zone'].map((label) => (
        <Card key={label}>{label}</Card>
      ))}
    </Split>
  ),
};
