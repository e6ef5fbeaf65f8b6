import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import { formatMoney } from './formatMoney.ts';
import * as stories from './PriceTag.stories.tsx';

const { Plain, Discounted } = composeStories(stories);

describe('PriceTag', () => {
  itRendersEveryStoryAccessibly(stories);

  it('formats minor units by currency', () => {
    expect(formatMoney(999900, 'INR', 'en-IN')).toBe('₹9,999.00');
    expect(formatMoney(12050, 'USD', 'en-US')).toBe('$120.50');
    expect(formatMoney(1200, 'JPY', 'en-US')).toBe('¥1,200');
  });

  it('shows only the price when there is no discount', () => {
    const { container } = render(<Plain />);
    expect(container.textContent).toBe('₹9,999.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes through the original price and names both for screen readers', () => {
    const { container } = render(<Discounted />);
    expect(container.querySelector('s')?.textContent).toBe('Original price: ₹14,999.00');
    expect(screen.getByText('₹9,999.00', { exact: false }).textContent).toBe('Price: ₹9,999.00');
  });
});
