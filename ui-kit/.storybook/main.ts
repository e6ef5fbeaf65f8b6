import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The build is served under /storybook/, so every asset URL must be relative.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './', logLevel: 'warn' }),
};

export default config;
