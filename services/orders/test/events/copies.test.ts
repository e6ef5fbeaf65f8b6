import { accountCopyChecks, courseCopyChecks, enrolmentCopyChecks } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startOrders } from '../support/orders-app.ts';

let service: Awaited<ReturnType<typeof startOrders>>;

beforeAll(async () => {
  service = await startOrders('orders_copies');
});

afterAll(async () => {
  await service?.close();
});

// What orders keeps of other contexts, checked by the kit's checks as every such copy is: events handled late,
// twice, or after a newer one announced by another event (each event has its own consumer).
describe("the buyers' copy of auth's accounts", () => {
  it('keeps a registered account and follows a rename and a new e-mail', () =>
    accountCopyChecks(service, 'buyers').followsTheAccount());

  it('keeps the newest state when older events arrive later or twice', () =>
    accountCopyChecks(service, 'buyers').keepsTheNewest());
});

describe("the copy of the catalogue's courses", () => {
  it('keeps a published course published when an older draft update arrives after it', () =>
    courseCopyChecks(service).keepsTheNewest());

  it('keeps a deleted course deleted when an older update arrives after the deletion', () =>
    courseCopyChecks(service).staysDeleted());

  it('never keeps a course live whose deletion was handled before its first publication', () =>
    courseCopyChecks(service).staysDeletedWhenNeverSeen());
});

describe("the copy of learning's enrolments", () => {
  it('leaves a refunded learner without the course when the refund is handled before the enrolment', () =>
    enrolmentCopyChecks(service).revocationWinsOverALateEnrolment());
});
