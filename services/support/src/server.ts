import { loadConfig, runServer, startTracing } from '@academy/kit';
import { buildApp } from './app.ts';
import { ConfigSchema } from './config.ts';

await startTracing('support');
await runServer(async () => {
  const config = loadConfig(ConfigSchema);
  return { app: await buildApp(config), host: config.HOST, port: config.PORT };
});
