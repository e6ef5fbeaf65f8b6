import type { BillingCycle } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { billingCycles } from '../db/schema.ts';

/** The learner's billing cycle as copied from orders; Monthly, the plan's first, when none was announced. */
export const billingCycleOf = async (tx: Executor, userId: string): Promise<BillingCycle> => {
  const [row] = await tx
    .select({ billingCycle: billingCycles.billingCycle })
    .from(billingCycles)
    .where(eq(billingCycles.userId, userId));
  return row?.billingCycle ?? 'Monthly';
};
