import type { Meta, StoryObj } from '@storybook/react-vite';
import { PathIcon } from './path-icon.tsx';

const meta = {
  title: 'Foundations/PathIcon',
  component: PathIcon,
  args: { path: 'M12 5v14M5 12h14', width: 48, height: 48 },
} satisfies Meta<typeof PathIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stroked, like every icon of the kit. */
export const Stroked: Story = {};
/** Filled without a stroke, for solid marks such as a brand's logo. */
export const Filled: Story = {
  args: {
    fill: 'currentColor',
    stroke: 'none',
    path: 'M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z',
  },
};
