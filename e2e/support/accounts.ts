import { randomUUID } from 'node:crypto';

/** The administrator the system is started with. */
export const ADMIN = { email: 'admin@academy.test', password: 'Admin-password-1' };

/** A learner nobody has used yet, so tests never depend on each other's accounts. */
export function newLearner() {
  const id = randomUUID().slice(0, 8);
  return { fullName: `Ada Lovelace ${id}`, email: `ada.${id}@academy.test`, password: `Learner-${id}-pw` };
}
