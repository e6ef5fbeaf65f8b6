import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header>
        <a href="/">Home</a>
      </header>
      <main id="main">
        <h1>Page content</h1>
        <p>Tab once to see the link; choosing it moves focus here.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
