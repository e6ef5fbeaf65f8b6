import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './ModuleOutline.stories.tsx';

const { ThreeModules, SingleModule } = composeStories(stories);

describe('ModuleOutline', () => {
  itRendersEveryStoryAccessibly(stories);

  it('lists the modules in order with their counts', () => {
    render(<ThreeModules />);
    const items = within(screen.getByRole('list', { name: 'Course modules' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Principles of digital forensics1 document · 1 video · 1 quiz',
      '2Evidence acquisition and chain of custody2 documents · 1 video · 1 quiz',
      '3Email artefact analysis0 documents · 3 videos · 0 quizzes',
    ]);
  });

  it('says quizzes in the plural', () => {
    render(<SingleModule />);
    expect(screen.getByText('1 document · 0 videos · 2 quizzes')).toBeTruthy();
  });
});
