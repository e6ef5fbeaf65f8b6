import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@academy/kit';
import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outgoingMail } from '../db/schema.ts';

/**
 * Delivers queued mail to the mail sink: one `.eml` file per message in `directory`, where a
 * developer (or a test) reads it. A production deployment swaps the sink for an SMTP sender.
 */
export const startMailRelay = (options: {
  db: Database<Record<string, unknown>>;
  directory: string;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}) => {
  const { db, directory, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const deliver = async () => {
    const pending = await db
      .select()
      .from(outgoingMail)
      .where(isNull(outgoingMail.sentAt))
      .orderBy(asc(outgoingMail.createdAt))
      .limit(50);
    if (pending.length === 0) return;
    await mkdir(directory, { recursive: true });
    for (const mail of pending) {
      const file = join(directory, `${mail.createdAt.getTime()}-${mail.id}.eml`);
      await writeFile(file, `To: ${mail.recipient}\nSubject: ${mail.subject}\n\n${mail.body}\n`);
      await db.update(outgoingMail).set({ sentAt: new Date() }).where(eq(outgoingMail.id, mail.id));
      logger.info({ to: mail.recipient, file }, 'mail delivered to the local sink');
    }
  };

  const tick = () => {
    running = deliver()
      .catch((error) => logger.warn({ err: error }, 'mail delivery failed; will retry'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 500);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
