import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';

/**
 * The SMTP connection from `SMTP_URL`: `smtp://` upgrades with STARTTLS whenever the server offers it
 * (`?requireTLS=true` refuses a server that does not), `smtps://` is TLS from the start; credentials
 * go in the URL (`smtp://user:password@host:587`). The server's certificate must be valid for its
 * host: one from a private CA is trusted with `caFile` (`SMTP_CA_FILE`, PEM), and only for a test
 * server `?tls.rejectUnauthorized=false` accepts any. A server that does not answer fails the attempt
 * within seconds, so one outage never holds the sender for long.
 */
export const createSmtpTransport = (smtpUrl: string, caFile?: string) =>
  createTransport({
    url: smtpUrl,
    ...(caFile ? { tls: { ca: readFileSync(caFile) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
