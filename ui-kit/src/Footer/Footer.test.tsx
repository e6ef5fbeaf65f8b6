import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Footer.stories.tsx';

const { Default, CookiePreferencesOpen } = composeStories(stories);

describe('Footer', () => {
  itRendersEveryStoryAccessibly(stories);

  it('has the link columns and the legal links', () => {
    render(<Default />);
    for (const column of ['Useful Links', 'Help', 'Blog']) {
      expect(screen.getByRole('navigation', { name: column })).toBeTruthy();
    }
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    const names = legal.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['EULA', 'Privacy Policy', 'Refund Policy', 'Quality Policy', 'Legal']);
    expect(screen.getByRole('link', { name: 'E-mail support' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
  });

  it('subscribes with the typed e-mail, limited to 100 characters', async () => {
    const onSubscribe = fn();
    render(<Default onSubscribe={onSubscribe} />);
    const email = screen.getByRole('textbox', { name: 'Subscribe to our newsletter' });
    expect(email.getAttribute('maxlength')).toBe('100');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com');
    expect((email as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Thanks for subscribing!')).toBeTruthy();
  });

  it('has no newsletter box when nothing would store the address', () => {
    render(<Default onSubscribe={undefined} />);
    expect(screen.queryByRole('form', { name: 'Newsletter' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Subscribe to our newsletter' })).toBeNull();
  });

  it("shows more offices after 'See All Offices'", async () => {
    render(<Default />);
    expect(screen.queryByText('Singapore')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'See All Offices' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Singapore')).toBeTruthy();
  });

  it("agrees to cookies with 'Agree and proceed', and 'OK' only closes", async () => {
    const onAgreeCookies = fn();
    render(<CookiePreferencesOpen onAgreeCookies={onAgreeCookies} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAgreeCookies).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and proceed' }));
    expect(onAgreeCookies).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Cookie Preferences' })).toBeNull();
  });
});
