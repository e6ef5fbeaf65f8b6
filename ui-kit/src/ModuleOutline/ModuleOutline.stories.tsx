import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleOutline } from './ModuleOutline.tsx';

const meta = {
  title: 'Course/ModuleOutline',
  component: ModuleOutline,
  args: {
    modules: [
      { id: 1, title: 'Principles of digital forensics', documents: 1, videos: 1, quizzes: 1 },
      { id: 2, title: 'Evidence acquisition and chain of custody', documents: 2, videos: 1, quizzes: 1 },
      { id: 3, title: 'Email artefact analysis', documents: 0, videos: 3, quizzes: 0 },
    ],
  },
} satisfies Meta<typeof ModuleOutline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const ThreeModules: Story = {};
export const SingleModule: Story = {
  args: { modules: [{ id: 1, title: 'Getting started', documents: 1, videos: 0, quizzes: 2 }] },
};
