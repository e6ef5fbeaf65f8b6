import { readFileSync } from 'node:fs';
import type { SendMailOptions, Transporter } from 'nodemailer';

/**
 * The SMTP connection from `SMTP_URL`: `smtp://` upgrades with STARTTLS whenever the server offers it
 * (`?requireTLS=true` refuses a server that does not), `smtps://` is TLS from the start; credentials
 * go in the URL (`smtp://user:password@host:587`). The server's certificate must be valid for its
 * host: one from a private CA is trusted with `caFile` (`SMTP_CA_FILE`, PEM), and only for a test
 * server `?tls.rejectUnauthorized=false` accepts any. A server that does not answer fails the attempt
 * within seconds, so one outage never holds the sender for long.
 *
 * One connection is kept open and reused, as the sender sends one mail at a time: a connection of its
 * own per mail (connect, greeting, EHLO, STARTTLS) made each mail of a sign-up surge wait on that set-up.
 * A connection lost mid-message fails that attempt (no resend by the pool), so the outbox's own retries
 * stay the only ones.
 *
 * nodemailer (about 3 MB of a process's heap) is loaded by the first mail sent, not at start: an auth
 * process that sends no mail keeps it out. The CA file is read at start, so a wrong path still stops it.
 */
export const createSmtpTransport = (smtpUrl: string, caFile?: string) => {
  const ca = caFile ? readFileSync(caFile) : undefined;
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 1,
        maxRequeues: 0,
        ...(ca ? { tls: { ca } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    sendMail: async (mail: SendMailOptions) => (await connect()).sendMail(mail),
    close: () => void transporter?.then((connected) => connected.close()),
  };
};

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
