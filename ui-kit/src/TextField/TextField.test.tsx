import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './TextField.stories.tsx';

const { Playground, WithError, WithHint } = composeStories(stories);

describe('TextField', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is labelled and reports typed text', async () => {
    const onChange = fn();
    render(<Playground onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    expect((input as HTMLInputElement).value).toBe('ada@example.com');
    expect(onChange).toHaveBeenCalledTimes('ada@example.com'.length);
  });

  it('links the error message and marks the field invalid', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid e-mail address',
    );
  });

  it('links the hint without marking the field invalid', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We never share your e-mail address.',
    );
  });
});
