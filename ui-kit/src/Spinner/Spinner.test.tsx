import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Spinner.stories.tsx';
import { Spinner } from './Spinner.tsx';

const { Large } = composeStories(stories);

describe('Spinner', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is a status announcing its label', () => {
    render(<Large />);
    expect(screen.getByRole('status').textContent).toBe('Loading courses');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
