import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { viewports } from './viewports.ts';
import '../src/tokens/tokens.css';

type Theme = 'light' | 'dark';

/** Mirrors the toolbar's theme onto <html data-theme>, which is what the tokens read. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    viewport: { options: viewports },
  },
};

export default preview;
