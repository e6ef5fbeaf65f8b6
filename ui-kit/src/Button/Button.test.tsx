import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Button.stories.tsx';

const { Playground, Busy, AsLink } = composeStories(stories);

describe('Button', () => {
  itRendersEveryStoryAccessibly(stories);

  it('calls onClick when clicked and defaults to type button', async () => {
    const onClick = fn();
    render(<Playground onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('type')).toBe('button');
  });

  it('shows the busy text, marks itself busy and ignores clicks while busy', async () => {
    const onClick = fn();
    render(<Busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Adding...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child link with the button styling when asChild', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Go to Dashboard' });
    expect(link.getAttribute('href')).toBe('/student/dashboard');
    expect(link.getAttribute('data-variant')).toBe('primary');
  });
});
