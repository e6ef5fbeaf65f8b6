import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StarRating } from '../StarRating/StarRating.tsx';
import { CourseCard } from './CourseCard.tsx';

// An inline thumbnail, so the story works offline.
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3730a3"/><stop offset="1" stop-color="#818cf8"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><path d="M110 60h100v60H110z" fill="none" stroke="#fff" stroke-width="6"/><path d="M110 60l50 35 50-35" fill="none" stroke="#fff" stroke-width="6"/></svg>',
)}`;

const meta = {
  title: 'Course/CourseCard',
  component: CourseCard,
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  args: {
    title: 'Email Forensic Analyst Certification',
    description:
      'Master email forensics with a professional tool: headers, attachments, and evidence reports.',
    thumbnailUrl: thumbnail,
    price: 999900,
    originalPrice: 1499900,
    currency: 'INR',
    badge: 'Self Paced Learning',
    href: '/productpage',
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Linked: Story = {};
export const WithAction: Story = {
  args: {
    href: undefined,
    action: (
      <Button size="sm" onClick={fn()}>
        Add To Cart
      </Button>
    ),
  },
};
export const WithoutThumbnail: Story = {
  args: { thumbnailUrl: undefined, badge: undefined, originalPrice: undefined, title: 'Mobile Forensics' },
};
export const WithRating: Story = { args: { rating: <StarRating average={4.6} count={37} size="sm" /> } };
export const Highlighted: Story = {
  args: {
    title: (
      <>
        Email <mark>Forensic</mark> Analyst Certification
      </>
    ),
  },
};
export const NotForSale: Story = { args: { price: undefined, title: 'Disk Forensics (coming soon)' } };
