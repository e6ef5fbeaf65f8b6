import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './CourseCard.stories.tsx';
import { CourseCard } from './CourseCard.tsx';

const { Linked, NotForSale } = composeStories(stories);

describe('CourseCard', () => {
  itRendersEveryStoryAccessibly(stories);

  it('shows the title as a link, the description and the discounted price', () => {
    const { container } = render(<Linked />);
    const link = screen.getByRole('link', { name: 'Email Forensic Analyst Certification' });
    expect(link.getAttribute('href')).toBe('/productpage');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Email Forensic Analyst Certification',
    );
    expect(screen.getByText(/Master email forensics/)).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('Original price: ₹14,999.00');
    expect(screen.getByText('Self Paced Learning')).toBeTruthy();
  });

  it('shows no price when the course is not for sale', () => {
    const { container } = render(<NotForSale />);
    expect(container.textContent).not.toMatch(/₹/);
  });

  it('keeps its action clickable', async () => {
    const onAdd = fn();
    render(
      <CourseCard
        title="Mobile Forensics"
        description="Phones as evidence."
        action={
          <button type="button" onClick={onAdd}>
            Add To Cart
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
