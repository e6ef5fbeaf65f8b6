import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  itRendersEveryStoryAccessibly,
} from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './UserMenu.stories.tsx';

const { Closed } = composeStories(stories);

describe('UserMenu', () => {
  itRendersEveryStoryAccessibly(stories);

  it('opens with the name, e-mail, a Settings link and Logout', async () => {
    render(<Closed />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = screen.getByRole('menu');
    expect(menu.textContent).toContain('Ada Lovelace');
    expect(menu.textContent).toContain('ada@example.com');
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    await expectNoAxeViolations();
  });

  it('calls onLogout when Logout is chosen from the keyboard', async () => {
    const onLogout = fn();
    render(<Closed onLogout={onLogout} />);
    screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await userEvent.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
