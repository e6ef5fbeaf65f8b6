import { Pagination } from '@academy/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hi } from './hi.ts';
import { switchLanguage } from './i18n.ts';
import { KitTextFromLanguage } from './KitTextFromLanguage.tsx';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe("the ui-kit's own words", () => {
  it('follow the language on screen, plain words and the ones built from values alike', async () => {
    render(
      <KitTextFromLanguage>
        <Pagination page={1} pageCount={3} onPageChange={() => undefined} />
      </KitTextFromLanguage>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();

    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('navigation', { name: hi.kit.pagination })).toBeTruthy();
    expect(screen.getByRole('button', { name: hi.kit.page.replace('{{page}}', '2') })).toBeTruthy();
  });
});
