import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The BFF serves the API; in development Vite forwards /api to it so its cookies stay same-origin.
const bffUrl = 'http://localhost:8080';

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: {
    proxy: { '/api': { target: bffUrl, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: bffUrl, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // hls.js (about 570 kB minified) is a chunk of its own, loaded only when a video plays; what the first
    // screen downloads is held to its budget by deploy/build/initial-js-budget.ts, not by this warning.
    chunkSizeWarningLimit: 600,
  },
});
