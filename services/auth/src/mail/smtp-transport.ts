import { createTransport } from 'nodemailer';

/**
 * The SMTP connection from `SMTP_URL`: `smtp://` upgrades with STARTTLS whenever the server offers it
 * (`?requireTLS=true` refuses a server that does not), `smtps://` is TLS from the start; credentials
 * go in the URL (`smtp://user:password@host:587`). A server that does not answer fails the attempt
 * within seconds, so one outage never holds the sender for long.
 */
export const createSmtpTransport = (smtpUrl: string) =>
  createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
