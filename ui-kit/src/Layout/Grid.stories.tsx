import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Grid } from './Layout.tsx';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { gap: '4', minItemWidth: '12rem' },
  render: (args) => (
    <Grid {...args}>
      {['Enrolled courses', 'Completed', 'Certificates', 'Quizzes passed'].map((label) => (
        <Card key={label}>{label}</Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many columns as fit; one on a phone. */
export const AutoFill: Story = {};
/** Fewer items than columns fit: the items share the row's whole width instead of leaving empty columns. */
export const Fit: Story = {
  args: { fit: true },
  render: (args) => (
    <Grid {...args}>
      {['Enrolled courses', 'Certificates'].map((label) => (
        <Card key={label}>{label}</Card>
      ))}
    </Grid>
  ),
};
/** A fixed two-column form row. */
export const TwoColumns: Story = { args: { columns: 2, minItemWidth: undefined } };
