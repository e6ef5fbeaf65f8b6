import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDropzone } from './FileDropzone.tsx';

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { label: 'Avatar', accept: 'image/*', maxSizeBytes: 2 * 1024 * 1024, onFileChange: fn() },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Images: Story = {};
export const Video: Story = {
  args: { label: 'Lecture video', accept: 'video/mp4,.mp4', maxSizeBytes: 500 * 1024 * 1024 },
};
export const WithHint: Story = { args: { label: 'Course thumbnail', hint: 'A 16:9 picture looks best.' } };
export const Disabled: Story = { args: { disabled: true } };
