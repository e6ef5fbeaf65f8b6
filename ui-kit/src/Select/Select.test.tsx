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

const { Placeholder, WithError, HiddenLabel } = composeStories(stories);

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

  it('with hideLabel keeps the combobox named by its label but shows the label to nobody sighted', () => {
    const { container } = render(<HiddenLabel />);
    const combobox = screen.getByRole('combobox', { name: 'Billing cycle' });
    expect(combobox.textContent).toBe('Monthly');
    const label = container.querySelector('label')!;
    expect(label.textContent).toBe('Billing cycle');
    // Taken out of the flow and clipped to nothing, like the Table's hidden caption.
    expect(getComputedStyle(label).position).toBe('absolute');
    expect(getComputedStyle(label).clipPath).toBe('inset(50%)');
    render(<Placeholder />);
    const shown = document.querySelectorAll('label')[1]!;
    expect(getComputedStyle(shown).position).not.toBe('absolute');
  });
});
