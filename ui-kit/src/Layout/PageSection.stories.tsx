import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { PageSection, Stack } from './Layout.tsx';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  args: { title: 'Course outline' },
  render: (args) => (
    <Card padding="lg">
      <PageSection {...args}>
        <p>Module 1: Foundations · Module 2: Practice</p>
      </PageSection>
    </Card>
  ),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's titled content. */
export const InACard: Story = {};
/** A section of the page itself, its content a stack of cards. */
export const OnThePage: Story = {
  args: { title: 'All courses' },
  render: (args) => (
    <PageSection {...args}>
      <Stack gap="3" as="ul">
        <li>
          <Card>Introduction to Python</Card>
        </li>
        <li>
          <Card>Data analysis with SQL</Card>
        </li>
      </Stack>
    </PageSection>
  ),
};
/** A sub-section under a section's heading. */
export const LevelThree: Story = { args: { title: 'Highlights', level: 3 } };
