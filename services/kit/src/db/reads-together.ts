import { sql } from 'drizzle-orm';
import { batchWhileBusy } from '../batch-while-busy.ts';

/**
 * The reads of many learners as one statement: each row of `readsAsked` is one read, the learner in
 * `asked.user_id` and the quiz or course in `asked.id`. A statement selects from it (joining what it reads
 * on `asked.id`, one row per read) and orders by `asked.ordinal`, so that each read gets its own row.
 */
export const readsAsked = sql`unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('ids')}::int[])
  with ordinality as asked(user_id, id, ordinal)`;
export const askedLearner = sql`asked.user_id`;
export const askedId = sql`asked.id`;
export const inAskedOrder = sql`asked.ordinal`;

/** Read statements one process runs at once: reads that come meanwhile wait and go out together. */
const READS_AT_ONCE = 4;
const MAX_READS_PER_STATEMENT = 100;

/**
 * A learner's read, in group commit (`batchWhileBusy`): a quiet service runs each alone, at once; reads
 * that queue behind the running statements go out as one (a statement over `readsAsked`). The reads
 * that open a course come from a whole cohort at once, and each statement costs both processes a round
 * trip and the protocol's messages, more than the rows it reads.
 */
export const readTogether = <Row>(statement: {
  execute: (values: { userIds: string[]; ids: number[] }) => Promise<Row[]>;
}) =>
  batchWhileBusy({
    run: (reads: { userId: string; id: number }[]) =>
      statement.execute({ userIds: reads.map((read) => read.userId), ids: reads.map((read) => read.id) }),
    concurrency: READS_AT_ONCE,
    maxBatch: MAX_READS_PER_STATEMENT,
  });
