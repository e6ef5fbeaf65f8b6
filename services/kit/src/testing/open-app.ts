import { type AppOptions, createApp } from '../app.ts';
import { publicScope } from '../route-access.ts';

/** An app for testing the kit's own plumbing: its routes stand for any route, so they are all public. */
export const createOpenApp = (options: AppOptions) => {
  const app = createApp(options);
  publicScope(app);
  return app;
};
