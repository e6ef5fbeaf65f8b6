import { accountCopyChecks } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startLearning } from '../support/learning-app.ts';

let service: Awaited<ReturnType<typeof startLearning>>;
let checks: ReturnType<typeof accountCopyChecks>;

beforeAll(async () => {
  service = await startLearning('learning_learners');
  checks = accountCopyChecks(service);
});

afterAll(async () => {
  await service?.close();
});

// The checks are the kit's: every service that keeps this copy passes the same ones.
describe("the copy of auth's accounts", () => {
  it('keeps a registered account and follows a rename and a new e-mail', () => checks.followsTheAccount());

  it('keeps the newest state when older events arrive later or twice', () => checks.keepsTheNewest());
});
