import { objectStoreSettings, serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = serviceConfigSchema(4101, {
  JWT_PRIVATE_KEY: Type.String({ minLength: 40 }),
  /**
   * Ended logins are listed for the BFF, and kept by it, for an hour: a token that lives longer (the
   * bench's) is refused only during the first hour after its login ended.
   */
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 10, default: 900 }),
  REFRESH_TOKEN_TTL_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  ...objectStoreSettings('academy-auth'),
  AVATAR_MAX_BYTES: Type.Integer({ minimum: 1024, default: 2 * 1024 * 1024 }),
  /** Where users reach the academy; links in e-mails point here. */
  PUBLIC_URL: Type.String({ default: 'http://localhost:8080' }),
  /**
   * The SMTP server that delivers mail: `smtp://user:password@host:587` (STARTTLS when offered) or
   * `smtps://…:465` (TLS from the start). The default is a mail server on the same machine.
   */
  SMTP_URL: Type.String({ pattern: '^smtps?://', default: 'smtp://localhost:25' }),
  /**
   * A PEM file of the CA (or the self-signed certificate) that signed the SMTP server's certificate,
   * when it is not one the system trusts; the certificate is still checked against the host.
   */
  SMTP_CA_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** The sender of every mail, `Name <address>`; its domain also names the Message-IDs. */
  MAIL_FROM: Type.String({
    pattern: '^[^\\r\\n<>]*<[^@\\s<>]+@[^@\\s<>]+>$',
    default: 'Academy <no-reply@academy.local>',
  }),
  /** A mail the SMTP server has not accepted after this long is kept as failed, for an operator to retry. */
  MAIL_GIVE_UP_AFTER_MINUTES: Type.Integer({ minimum: 1, default: 24 * 60 }),
  /** A yearly subscription's owner is reminded this many days before it renews and charges again (default 7). */
  RENEWAL_REMINDER_DAYS: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  /**
   * Password hashes and checks (argon2) running at once; default: the cores, at most one less than
   * libuv's threadpool (`UV_THREADPOOL_SIZE`, 4), which files, DNS and zlib share.
   */
  PASSWORD_HASH_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
  /**
   * Hashes waiting for their turn (default: 25 per running one); past it a request is refused at once,
   * 503 `PASSWORD_HASHING_BUSY` with `Retry-After`.
   */
  PASSWORD_HASH_QUEUE: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  /** The administrator created at start when both are set. */
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
});
export type Config = Static<typeof ConfigSchema>;
