import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  itRendersEveryStoryAccessibly,
} from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Select.stories.tsx';

const { Placeholder, WithError } = composeStories(stories);

describe('Select', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is a labelled combobox that reports the chosen option', async () => {
    const onValueChange = fn();
    render(<Placeholder onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Billing cycle' });
    expect(combobox.textContent).toBe('Select…');
    await userEvent.click(combobox);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('option', { name: 'Yearly' }));
    expect(onValueChange).toHaveBeenCalledWith('Yearly');
    expect(combobox.textContent).toBe('Yearly');
  });

  it('links the error and marks the field invalid', () => {
    render(<WithError />);
    const combobox = screen.getByRole('combobox', { name: 'Billing cycle' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combobox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a billing cycle',
    );
  });
});
