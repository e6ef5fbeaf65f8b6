import { createServer, Socket } from 'node:net';

const portTheSystemOffers = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Ports this process has handed out: the next caller may not have bound its own yet. */
const handedOut = new Set<number>();

/**
 * A port nothing listens on, for a server about to start. The system may offer a port again as soon
 * as it is closed, so one already handed out by this process (whose server may not listen yet: the
 * local runner picks a service's two ports before starting it) is never given twice.
 */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = await portTheSystemOffers();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
};

/** Resolves once something accepts TCP connections on the port. */
export const waitForPort = async (port: number, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
};
