import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'correct horse' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Visible: Story = { args: { defaultVisible: true } };
export const WithError: Story = {
  args: { label: 'Confirm new password', error: "Passwords don't match", autoComplete: 'new-password' },
};
export const Disabled: Story = { args: { disabled: true } };
