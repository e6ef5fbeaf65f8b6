import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The eye button shows the password as text and hides it again; its name says what it will do. */
export const ShowingAndHiding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
  },
};
