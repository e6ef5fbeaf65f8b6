import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithHint: Story = { args: { hint: 'We never share your e-mail address.' } };
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Enter a valid e-mail address' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const ReadOnly: Story = {
  args: { label: 'Full name', type: 'text', readOnly: true, defaultValue: 'Ada Lovelace' },
};

/** Typing fills the field; a given error marks it invalid and is read out with it. */
export const Typing: Story = {
  args: { error: 'Enter a valid e-mail address' },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'ada@example.com');
    await expect(field).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Enter a valid e-mail address');
  },
};
