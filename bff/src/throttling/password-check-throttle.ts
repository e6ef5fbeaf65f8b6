import { createFailureLocks } from './failure-locks.ts';
import { PASSWORD_CHECKS } from './policies.ts';
import type { CounterStore } from './store.ts';

/**
 * Wrong current passwords given to change a password, per account: someone holding a stolen session
 * must not guess the password that would let them take the account. The owner's right password
 * clears the count.
 */
export const createPasswordCheckThrottle = (store: CounterStore) => {
  const locks = createFailureLocks(store, 'password-check');
  return {
    /** Before the attempt: the seconds to wait while the account is locked, else null (and the attempt counts). */
    async begin(account: string) {
      const locked = await locks.lockedFor(account);
      if (locked) return locked;
      await locks.count(account);
      return null;
    },
    failed: (account: string) => locks.failed(account, PASSWORD_CHECKS.failuresPerAccount),
    succeeded: (account: string) => locks.clear(account),
    undecided: (account: string) => locks.giveBack(account),
  };
};

export type PasswordCheckThrottle = ReturnType<typeof createPasswordCheckThrottle>;
