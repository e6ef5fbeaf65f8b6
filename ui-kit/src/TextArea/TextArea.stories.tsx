import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'What the course teaches', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithHint: Story = { args: { hint: 'Up to 5000 characters.' } };
export const WithError: Story = { args: { defaultValue: '', error: 'Enter a description' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Email forensics, end to end.' } };

/** Enter starts a new line rather than submitting; the hint stays the field's description. */
export const Typing: Story = {
  args: { hint: 'Up to 5000 characters.' },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'Line one{Enter}Line two');
    await expect(field).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription('Up to 5000 characters.');
  },
};
