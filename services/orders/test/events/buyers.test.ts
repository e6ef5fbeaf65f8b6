import { accountCopyChecks } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startOrders } from '../support/orders-app.ts';

let service: Awaited<ReturnType<typeof startOrders>>;
let checks: ReturnType<typeof accountCopyChecks>;

beforeAll(async () => {
  service = await startOrders('orders_buyers');
  checks = accountCopyChecks(service, 'buyers');
});

afterAll(async () => {
  await service?.close();
});

// The name and e-mail printed on invoices and sent to Stripe: the kit's checks, as for every copy of the accounts.
describe("the buyers' copy of auth's accounts", () => {
  it('keeps a registered account and follows a rename and a new e-mail', () => checks.followsTheAccount());

  it('keeps the newest state when older events arrive later or twice', () => checks.keepsTheNewest());
});
