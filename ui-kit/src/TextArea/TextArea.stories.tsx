import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
