import { BillingCycleBody } from '@academy/contracts';
import { assertSelfOrAdmin } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { updateUser } from '../../domain/accounts.ts';
import { UserIdParams } from '../params.ts';

export const registerBillingCycleRoutes = (app: FastifyInstance, { db, guards, relay }: AuthContext) => {
  app.put(
    '/users/:id/billing-cycle',
    { preHandler: guards.user, schema: { params: UserIdParams, body: BillingCycleBody } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      const { billingCycle } = request.body as BillingCycleBody;
      const row = await db.transaction((tx) => updateUser(tx, id, { billingCycle }, request.id));
      relay.wake();
      return { billingCycle: row.billingCycle, message: 'Billing cycle updated' };
    },
  );
};
