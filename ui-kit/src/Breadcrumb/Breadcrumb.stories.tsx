import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Courses', href: '/courses' },
      { label: 'Email Forensic Analyst', href: 'https://example.com/courses/email-forensics' },
      { label: 'Buy' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const CoursePurchase: Story = {};
export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Courses' }] } };
