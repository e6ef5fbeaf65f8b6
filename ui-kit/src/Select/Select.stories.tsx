import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Billing cycle',
    options: [
      { value: 'Monthly', label: 'Monthly' },
      { value: 'Quarterly', label: 'Quarterly' },
      { value: 'Yearly', label: 'Yearly' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Placeholder: Story = {};
export const WithValue: Story = {
  args: { defaultValue: 'Monthly', hint: 'Changes apply from the next invoice.' },
};
export const WithError: Story = { args: { error: 'Choose a billing cycle' } };
export const Disabled: Story = { args: { defaultValue: 'Yearly', disabled: true } };
/** Named for assistive technology only, e.g. in a table cell under a column header that says the same. */
export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'Monthly' } };
