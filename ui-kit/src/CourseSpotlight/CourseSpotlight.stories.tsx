import type { Meta, StoryObj } from '@storybook/react-vite';
import { CourseSpotlight } from './CourseSpotlight.tsx';

// An inline thumbnail, so the story works offline.
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3730a3"/><stop offset="1" stop-color="#818cf8"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><path d="M110 60h100v60H110z" fill="none" stroke="#fff" stroke-width="6"/><path d="M110 60l50 35 50-35" fill="none" stroke="#fff" stroke-width="6"/></svg>',
)}`;

const meta = {
  title: 'Course/CourseSpotlight',
  component: CourseSpotlight,
  args: {
    title: 'Email Forensic Analyst Certification',
    description: 'A self-paced certification in email forensics: examine mailboxes, headers and attachments.',
    href: '/productpage',
    ctaLabel: 'Enroll today',
    thumbnailUrl: thumbnail,
    eyebrow: 'Featured course',
    code: 'STA101',
    badge: 'Self Paced Learning',
    price: 999900,
    originalPrice: 1499900,
    currency: 'INR',
  },
} satisfies Meta<typeof CourseSpotlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Featured: Story = {};
export const Minimal: Story = {
  args: {
    thumbnailUrl: undefined,
    badge: undefined,
    eyebrow: undefined,
    code: undefined,
    price: undefined,
    originalPrice: undefined,
  },
};
