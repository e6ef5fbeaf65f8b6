import type { Executor } from '@academy/kit';
import { asc, eq } from 'drizzle-orm';
import { modules } from '../db/schema.ts';

/** A course's modules in their order. */
export const listModules = (tx: Executor, courseId: number) =>
  tx
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position), asc(modules.id));
