import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A chosen picture is named and previewed; a file of another type is refused with a message. */
export const ChoosingAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Avatar');
    const picture = new File(['picture'], 'avatar.png', { type: 'image/png' });
    await userEvent.upload(input, picture);
    await expect(canvas.getByText('avatar.png')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview of avatar.png' })).toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(picture);
    // applyAccept off: a user can drop any file, and the kit's own check must refuse it.
    await userEvent.upload(input, new File(['text'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};
