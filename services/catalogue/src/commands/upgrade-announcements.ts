import type { Executor } from '@academy/kit';
import type { CatalogueDb } from '../db/database.ts';
import { upgradeAnnouncements } from '../db/schema.ts';
import { enqueueEveryQuizState } from './quiz-events.ts';

/**
 * What an upgrade must tell other contexts once, named for the marker row that records it was told.
 * `quiz-texts`: quizzes announced before the quiz event carried question and option texts; learning shows
 * a timed quiz's questions from those texts, so every quiz is announced again.
 */
const announcements: { name: string; announce: (tx: Executor) => Promise<void> }[] = [
  { name: 'quiz-texts', announce: enqueueEveryQuizState },
];

/**
 * Makes each announcement not yet made in this database, each in one transaction with its marker row.
 * Replicas starting together are safe: the second insert of a name waits for the first transaction and,
 * once it commits, inserts nothing, so that replica announces nothing; if it rolls back, the second
 * replica announces instead. Returns whether anything was put in the outbox.
 */
export const makeUpgradeAnnouncements = async (db: CatalogueDb) => {
  let announced = false;
  for (const { name, announce } of announcements) {
    await db.transaction(async (tx) => {
      const [first] = await tx
        .insert(upgradeAnnouncements)
        .values({ name })
        .onConflictDoNothing()
        .returning({ name: upgradeAnnouncements.name });
      if (!first) return;
      await announce(tx);
      announced = true;
    });
  }
  return announced;
};
