import { BillingCycleBody, BillingCycleReply } from '@academy/contracts';
import { type App, assertSelfOrAdmin } from '@academy/kit';
import { updateUser } from '../../commands/update-user.ts';
import type { AuthContext } from '../../context.ts';
import { UserIdParams } from '../params.ts';

export const registerBillingCycleRoutes = (app: App, { db, guards, relay }: AuthContext) => {
  app.put(
    '/users/:id/billing-cycle',
    {
      preHandler: guards.user,
      schema: { params: UserIdParams, body: BillingCycleBody, response: { 200: BillingCycleReply } },
    },
    async (request) => {
      const { id } = request.params;
      assertSelfOrAdmin(request.user, id);
      const { billingCycle } = request.body;
      const row = await db.transaction((tx) => updateUser(tx, id, { billingCycle }, request.id));
      relay.wake();
      return { billingCycle: row.billingCycle, message: 'Billing cycle updated' };
    },
  );
};
