import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './TextArea.stories.tsx';

const { Playground, WithHint, WithError } = composeStories(stories);

describe('TextArea', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is a labelled multi-line field that takes typing', async () => {
    render(<Playground />);
    const field = screen.getByLabelText('Description');
    expect(field.tagName).toBe('TEXTAREA');
    await userEvent.type(field, 'Line one{enter}Line two');
    expect((field as HTMLTextAreaElement).value).toBe('Line one\nLine two');
  });

  it('links its hint and marks an error', () => {
    const { unmount } = render(<WithHint />);
    expect(screen.getByLabelText('Description').getAttribute('aria-describedby')).toBe(
      screen.getByText('Up to 5000 characters.').id,
    );
    unmount();
    render(<WithError />);
    const field = screen.getByLabelText('Description');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Enter a description').id);
  });
});
