import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './FullPageSpinner.stories.tsx';

const { Playground } = composeStories(stories);

describe('FullPageSpinner', () => {
  itRendersEveryStoryAccessibly(stories);

  it("announces 'Loading' by default", () => {
    render(<Playground />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});
