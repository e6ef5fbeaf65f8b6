import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The build is served under /storybook/, so every asset URL must be relative.
    base: './',
    logLevel: 'warn',
    build: {
      ...viteConfig.build,
      reportCompressedSize: false,
      // Storybook's own bundles are large by nature; the warning says nothing about our code.
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // On a shared two-core machine the build is slow for reasons outside it; skip the timing report.
        checks: { pluginTimings: false, bundlerTimings: false },
        onwarn(warning, warn) {
          // Radix marks its modules "use client" for server components; irrelevant in a client bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
