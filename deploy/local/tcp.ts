import { createServer, Socket } from 'node:net';

export const canConnect = (host: string, port: number, timeoutMs = 1000) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.connect(port, host);
  });

/**
 * Listens on the port, refusing every connection, so that no other process is given it while the server
 * meant for it is still to start; `release` closes it for that server. Fails when something holds the port.
 */
export const holdPort = (host: string, port: number) =>
  new Promise<{ release: () => Promise<void> }>((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ release: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
