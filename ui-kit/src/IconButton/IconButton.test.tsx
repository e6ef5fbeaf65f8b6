import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './IconButton.stories.tsx';

const { Playground } = composeStories(stories);

describe('IconButton', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is named by its label and calls onClick', async () => {
    const onClick = fn();
    render(<Playground onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
