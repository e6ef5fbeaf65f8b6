import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '@academy/kit/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../src/mail/smtp-transport.ts';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

/** What the server saw of each message: its recipients and whether the session had been upgraded to TLS. */
interface Received {
  to: string[];
  secure: boolean;
}

let folder: string;
let certFile: string;
let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** Each recipient's SMTP session: one per connection. */
const sessionOf = new Map<string, string>();

/** A real SMTP server offering STARTTLS with a self-signed certificate for 127.0.0.1. */
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'smtp-tls-'));
  certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  server = new SMTPServer({
    key: await readFile(keyFile),
    cert: await readFile(certFile),
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), secure: session.secure });
        for (const rcpt of session.envelope.rcptTo) sessionOf.set(rcpt.address, session.id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await rm(folder, { recursive: true, force: true });
});

const send = (smtpUrl: string, to: string, caFile?: string) => {
  const transport = createSmtpTransport(smtpUrl, caFile);
  return transport
    .sendMail({ from: 'Academy <no-reply@academy.test>', to, subject: 'TLS check', text: 'hello' })
    .finally(() => transport.close());
};

describe('STARTTLS', () => {
  it('the sender upgrades to TLS and trusts the server through SMTP_CA_FILE', async () => {
    await send(`smtp://127.0.0.1:${port}`, 'trusted@example.com', certFile);
    expect(received.find((mail) => mail.to.includes('trusted@example.com'))).toEqual({
      to: ['trusted@example.com'],
      secure: true,
    });
  });

  it('sends one mail after another over one upgraded connection, kept open between them', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, certFile);
    const recipients = ['first@example.com', 'second@example.com', 'third@example.com'];
    try {
      for (const to of recipients) {
        await transport.sendMail({
          from: 'Academy <no-reply@academy.test>',
          to,
          subject: 'Kept open',
          text: 'hi',
        });
      }
    } finally {
      transport.close();
    }
    const sessions = recipients.map((to) => sessionOf.get(to));
    expect(sessions[0]).toBeDefined();
    expect(new Set(sessions)).toEqual(new Set([sessions[0]]));
    expect(received.filter((mail) => recipients.includes(mail.to[0]!)).every((mail) => mail.secure)).toBe(
      true,
    );
  });

  it('refuses a certificate it cannot verify, and sends nothing in the clear instead', async () => {
    await expect(send(`smtp://127.0.0.1:${port}`, 'untrusted@example.com')).rejects.toThrow(
      /self[- ]signed/i,
    );
    expect(received.some((mail) => mail.to.includes('untrusted@example.com'))).toBe(false);
  });

  it('accepts any certificate only when the URL says tls.rejectUnauthorized=false (a test server)', async () => {
    await send(`smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`, 'anycert@example.com');
    expect(received.find((mail) => mail.to.includes('anycert@example.com'))?.secure).toBe(true);
  });

  describe('through the service', () => {
    let service: AuthService;
    beforeAll(async () => {
      service = await startAuthService({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_CA_FILE: certFile });
    });
    afterAll(() => service?.stop());

    it("a sign-up's welcome mail reaches the server over the upgraded connection", async () => {
      await service.app.inject({
        method: 'POST',
        url: '/users',
        payload: { fullName: 'Gladys West', email: 'gw@example.com', password: 'geodetic-satellite' },
      });
      const mail = await eventually(() => {
        const found = received.find((m) => m.to.includes('gw@example.com'));
        if (!found) throw new Error('not yet');
        return found;
      });
      expect(mail.secure).toBe(true);
    });

    it('requireTLS refuses a server that offers no STARTTLS (the plain local catcher)', async () => {
      await expect(send(`${service.catcher.smtpUrl}?requireTLS=true`, 'plain@example.com')).rejects.toThrow(
        /STARTTLS/i,
      );
      expect(service.catcher.messages().some((mail) => mail.to.includes('plain@example.com'))).toBe(false);
    });
  });
});
