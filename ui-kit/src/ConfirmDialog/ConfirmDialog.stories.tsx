import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Log out?',
    description: 'You will need to log in again to continue learning.',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Open: Story = {};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this course?',
    description: 'Its modules, lectures and quizzes are removed for good.',
    confirmLabel: 'Delete',
  },
};
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Logout</Button> },
};
