import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './FileDropzone.stories.tsx';
import { matchesAccept } from './validateFile.ts';

const { Images } = composeStories(stories);

const picture = (size = 1024) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('FileDropzone', () => {
  itRendersEveryStoryAccessibly(stories);

  it('takes a chosen image, shows its name and preview, and removes it', async () => {
    const onFileChange = fn();
    render(<Images onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Avatar');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Accepted: image/*, up to 2 MB',
    );
    const file = picture();
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('me.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('me.png')).toBeNull();
  });

  it('refuses a file of the wrong type with an error linked to the input', async () => {
    const onFileChange = fn();
    render(<Images onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Avatar');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('notes.pdf is not an accepted file type (image/*).');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('takes a dropped file and refuses one that is too big', () => {
    const onFileChange = fn();
    render(<Images onFileChange={onFileChange} />);
    const zone = screen.getByText('or drag it here', { exact: false }).parentElement!;
    fireEvent.dragEnter(zone);
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [picture(3 * 1024 * 1024)] } });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('me.png is too large: the limit is 2 MB.');
    const small = picture();
    fireEvent.drop(zone, { dataTransfer: { files: [small] } });
    expect(onFileChange).toHaveBeenLastCalledWith(small);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('matches accept lists by extension, wildcard and exact type', () => {
    const pdf = new File([''], 'Notes.PDF', { type: 'application/pdf' });
    expect(matchesAccept(pdf, '.pdf')).toBe(true);
    expect(matchesAccept(pdf, 'image/*')).toBe(false);
    expect(matchesAccept(pdf, 'image/*, application/pdf')).toBe(true);
    expect(matchesAccept(pdf, undefined)).toBe(true);
  });
});
