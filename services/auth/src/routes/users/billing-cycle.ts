import { BillingCycleBody, BillingCycleReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { changeUser } from '../../commands/update-user.ts';
import type { AuthContext } from '../../context.ts';
import { ownAccount } from '../params.ts';

export const registerBillingCycleRoutes = (app: App, { db, guards, relay }: AuthContext) => {
  app.put(
    '/users/:id/billing-cycle',
    ownAccount(guards, { body: BillingCycleBody, response: { 200: BillingCycleReply } }),
    async (request) => {
      const { billingCycle } = request.body;
      const row = await changeUser(db, request.params.id, { billingCycle }, request.id);
      relay.wake();
      return { billingCycle: row.billingCycle, message: 'Billing cycle updated' };
    },
  );
};
