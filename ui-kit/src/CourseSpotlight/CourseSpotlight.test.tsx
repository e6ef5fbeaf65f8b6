import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './CourseSpotlight.stories.tsx';

const { Featured, Minimal } = composeStories(stories);

describe('CourseSpotlight', () => {
  itRendersEveryStoryAccessibly(stories);

  it('links the title, and shows the code, badge and discounted price', () => {
    const { container } = render(<Featured />);
    const link = screen.getByRole('link', { name: 'Email Forensic Analyst Certification' });
    expect(link.getAttribute('href')).toBe('/productpage');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Email Forensic Analyst Certification',
    );
    expect(screen.getByText('STA101')).toBeTruthy();
    expect(screen.getByText('Self Paced Learning')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('Original price: ₹14,999.00');
    expect(container.textContent).toContain('Enroll today');
  });

  it('leaves out the price, badge and eyebrow it is not given', () => {
    const { container } = render(<Minimal />);
    expect(container.textContent).not.toMatch(/₹/);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('Featured course')).toBeNull();
  });
});
