import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it: the envelope's recipients and the parsed parts. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** The envelope's recipients (RCPT TO), which is where the message was actually sent. */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailCatcher {
  /** For the academy's `SMTP_URL`. */
  smtpUrl: string;
  smtpPort: number;
  /** The web view of caught mail; `/api/messages` lists them as JSON, newest first. */
  webUrl: string;
  messages: () => CaughtMail[];
  stop: () => Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const listen = (server: Server | SMTPServer, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      const address = (server instanceof SMTPServer ? server.server : server).address() as AddressInfo;
      resolve(address.port);
    };
    if (server instanceof SMTPServer) server.listen(port, host, listening);
    else server.listen(port, host, listening);
  });

const pageOf = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;margin:24px;color:#111827}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb}iframe{width:100%;height:70vh;border:1px solid #e5e7eb}
pre{white-space:pre-wrap;background:#f9fafb;padding:12px}</style></head><body>${body}</body></html>`;

/**
 * A local SMTP server that keeps every message it receives, for development and tests: it accepts any
 * sender, recipient and credentials, and shows what it caught on a small web page. Mail goes nowhere
 * else. With `directory`, each message is also kept there as a plain-text file (`To:`, `Subject:`, then
 * the text part), one per recipient.
 */
export const startMailCatcher = async (
  options: { host?: string; smtpPort?: number; webPort?: number; directory?: string } = {},
): Promise<MailCatcher> => {
  const host = options.host ?? '127.0.0.1';
  const caught: CaughtMail[] = [];
  if (options.directory) await mkdir(options.directory, { recursive: true });

  const keep = async (mail: CaughtMail) => {
    caught.push(mail);
    if (!options.directory) return;
    for (const [index, recipient] of mail.to.entries()) {
      const file = join(options.directory, `${Date.now()}-${mail.id}-${index}.eml`);
      await writeFile(file, `To: ${recipient}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    }
  };

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // It offers no STARTTLS: its certificate would be self-signed, which a client rightly refuses.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stopping closes the connections senders keep open after a second (421), as a server going down
    // does, rather than waiting half a minute for them to leave.
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) =>
          keep({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()]),
            ),
          }),
        )
        .then(() => callback(), callback);
    },
  });
  const smtpPort = await listen(smtp, options.smtpPort ?? 0, host);

  const newestFirst = () => [...caught].reverse();
  const web = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = newestFirst().filter(
        (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    const shown =
      url.pathname.startsWith('/messages/') && caught.find((mail) => url.pathname === `/messages/${mail.id}`);
    if (shown) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        pageOf(
          shown.subject,
          `<p><a href="/">All mail</a></p><h1>${escapeHtml(shown.subject)}</h1>
<p>From ${escapeHtml(shown.from)} to ${escapeHtml(shown.to.join(', '))}, ${escapeHtml(shown.receivedAt)}</p>
${shown.html ? `<iframe sandbox="allow-popups" srcdoc="${escapeHtml(shown.html)}"></iframe>` : ''}
<h2>Plain text</h2><pre>${escapeHtml(shown.text)}</pre>`,
        ),
      );
      return;
    }
    if (url.pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    const rows = newestFirst()
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.receivedAt)}</td><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="/messages/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        pageOf(
          'Caught mail',
          `<h1>Caught mail</h1><p>${caught.length} message(s); reload to see new ones.</p><table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
        ),
      );
  });
  const webPort = await listen(web, options.webPort ?? 0, host);
  const webUrl = `http://${host}:${webPort}`;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    smtpPort,
    webUrl,
    messages: () => [...caught],
    stop: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
};
