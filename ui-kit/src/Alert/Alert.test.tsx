import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Alert.stories.tsx';

const { Destructive, Success, WithAction } = composeStories(stories);

describe('Alert', () => {
  itRendersEveryStoryAccessibly(stories);

  it('interrupts with role alert when destructive', () => {
    render(<Destructive />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to submit quiz');
  });

  it('is a polite status for other tones', () => {
    render(<Success />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').dataset.tone).toBe('success');
  });

  it('renders its action', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
