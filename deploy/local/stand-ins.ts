import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startLocalS3Server } from '@academy/kit/local-s3';
import { startStripeStandIn } from '@academy/stripe-standin';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import type { Settings } from './settings.ts';

/** Something the runner starts beside the academy and stops after it: a child process or an in-process server. */
export interface Helper {
  child?: ChildProcess;
  stop?: () => Promise<void>;
}

/**
 * The outside services' local stand-ins, each started only where its settings are unset, and pushed
 * onto `helpers` so the runner stops them: an S3-compatible server with its files in the data folder,
 * the Stripe stand-in (whose webhooks reach the BFF at `settings.port` as Stripe's would), and a mail
 * catcher that receives every mail and shows it on a web page. `npm start` and the cluster mode share it.
 */
export const startStandIns = async (settings: Settings, helpers: Helper[], log: (line: string) => void) => {
  const s3 =
    settings.s3 ??
    (await (async () => {
      const server = await startLocalS3Server({ directory: join(settings.dataDir, 's3'), bucket: 'unused' });
      helpers.push({ stop: server.stop });
      // Every service gets a bucket of its own (S3_BUCKET is set per service).
      const { S3_BUCKET: _, ...config } = server.config;
      return config;
    })());
  const stripe =
    settings.stripe ??
    (await (async () => {
      const standIn = await startStripeStandIn({
        webhookUrl: `http://127.0.0.1:${settings.port}/api/v1/payments/webhook`,
      });
      helpers.push({ stop: standIn.stop });
      log(`No STRIPE_SECRET_KEY: payments go to the local Stripe stand-in at ${standIn.url}.`);
      return standIn.config;
    })());
  // A set SMTP_URL (and MAIL_FROM) reaches auth from the runner's environment instead.
  const mailCatcher: MailCatcher | undefined = process.env.SMTP_URL
    ? undefined
    : await startMailCatcher({ directory: join(settings.dataDir, 'mail') });
  if (mailCatcher) helpers.push({ stop: mailCatcher.stop });

  return {
    /** For every service: where its files go. */
    s3,
    /** The variables of the service that talks to each outside service: auth sends mail, orders takes payments. */
    envFor: (service: string): Record<string, string> => ({
      ...(service === 'auth' && mailCatcher ? { SMTP_URL: mailCatcher.smtpUrl } : {}),
      ...(service === 'orders' ? stripe : {}),
    }),
    /** Where mail goes, for the runner's summary. */
    mail: mailCatcher
      ? `${mailCatcher.webUrl}/ (caught locally, SMTP ${mailCatcher.smtpUrl})`
      : `sent through ${new URL(process.env.SMTP_URL ?? '').host}`,
  };
};
