import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Opening the list and choosing an option shows it in the closed control. */
export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const combobox = page.getByRole('combobox', { name: 'Billing cycle' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await page.findByRole('option', { name: 'Yearly' }));
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('Yearly');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Yearly');
  },
};
