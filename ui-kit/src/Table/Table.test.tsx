import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Table.stories.tsx';

const { WithRows, Empty, HiddenCaption, CardsOnAPhone, CardsEmpty } = composeStories(stories);

describe('Table', () => {
  itRendersEveryStoryAccessibly(stories);

  it('renders a named table with column headers and one row per item', () => {
    render(<WithRows />);
    const table = screen.getByRole('table', { name: 'Order History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Order', 'Course', 'Date', 'Amount', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ORD-1042',
      'ORD-1043',
      'ORD-1044',
    ]);
    expect(within(rows[0]!).getByText('$120.00').dataset.align).toBe('end');
  });

  it('shows the empty message across all columns', () => {
    render(<Empty />);
    const cell = screen.getByRole('cell', { name: "You don't have any orders yet." });
    expect(cell.getAttribute('colspan')).toBe('5');
  });

  it('hides a hidden caption whole, keeping the table named: no padded, empty caption box above the header', () => {
    const { container } = render(<HiddenCaption />);
    expect(screen.getByRole('table', { name: 'Order History' })).toBeTruthy();
    const caption = container.querySelector('caption')!;
    // The caption itself is the hidden element (nothing inside it left holding the caption's padding).
    expect(caption.children).toHaveLength(0);
    render(<WithRows />);
    expect(caption.className).not.toBe(document.querySelectorAll('caption')[1]!.className);
  });

  it('renders the same rows as a list of cards named by the caption, beside the table', () => {
    render(<CardsOnAPhone />);
    // jsdom matches no media query, so it is a wide screen here: the table shows and the cards are hidden
    // (the 48rem switch itself is checked in a real browser at phone size).
    const list = screen.getByRole('list', { hidden: true });
    expect(list.getAttribute('aria-label')).toBe('Order History');
    expect(getComputedStyle(list).display).toBe('none');
    const cards = within(list).getAllByRole('listitem', { hidden: true });
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual([
      'Email Forensic Analyst',
      'Mobile Forensics',
      'Disk Forensics',
    ]);
    expect(within(cards[1]!).getByText('Processing')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Order History' });
    expect(getComputedStyle(region).display).not.toBe('none');
    expect(within(region).getAllByRole('row')).toHaveLength(4);
  });

  it('without a card renderer, renders no list at all', () => {
    render(<WithRows />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty message in place of the cards when there are no rows', () => {
    render(<CardsEmpty />);
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
    expect(screen.getAllByText("You don't have any orders yet.")).toHaveLength(2);
    expect(screen.getByRole('cell', { name: "You don't have any orders yet." })).toBeTruthy();
  });
});
