import { createFailureLocks, secondsOf, UNLIMITED } from './failure-locks.ts';
import { LOGIN } from './policies.ts';
import type { CounterStore } from './store.ts';

export interface Refusal {
  seconds: number;
  reason: 'account' | 'address';
}

/**
 * Failed logins per account + address, per account and per address. Failures for an account from
 * one address lock it there; failures from anywhere lock it everywhere but at the addresses it has
 * signed in from before, so whoever fails logins for someone else's e-mail from elsewhere cannot
 * lock its owner out at home or school. A success clears the account's failures and remembers the
 * address for the account. The address budget is a second line, whatever the accounts.
 */
export const createLoginThrottle = (store: CounterStore, failuresPerAddress: number) => {
  const locks = createFailureLocks(store, 'login');
  const addressFailures = store.limiter({
    keyPrefix: 'login-fail-addr',
    points: UNLIMITED,
    duration: LOGIN.addressWindow,
  });
  const knownAddresses = store.limiter({
    keyPrefix: 'login-known',
    points: 1,
    duration: LOGIN.knownAddressMemory,
  });

  return {
    /** Before the attempt: a refusal while locked or over the address budget, else the attempt is counted. */
    async begin(account: string, pair: string, address: string): Promise<Refusal | null> {
      const lockedHere = await locks.lockedFor(pair);
      if (lockedHere) return { seconds: lockedHere, reason: 'account' };
      const lockedEverywhere = await locks.lockedFor(account);
      if (lockedEverywhere && !(await knownAddresses.get(pair))) {
        return { seconds: lockedEverywhere, reason: 'account' };
      }
      const spent = await addressFailures.get(address);
      if (spent && spent.consumedPoints >= failuresPerAddress) {
        return { seconds: secondsOf(spent), reason: 'address' };
      }
      await Promise.all([locks.count(account), locks.count(pair), addressFailures.consume(address)]);
      return null;
    },
    /** After a wrong password: lock the account here, or everywhere but its known addresses, at a threshold. */
    async failed(account: string, pair: string) {
      await locks.failed(account, LOGIN.failuresPerAccount);
      await locks.failed(pair, LOGIN.failuresPerAccountAndAddress);
    },
    /** A successful login clears the account's failures and remembers the address; the address budget gets its point back. */
    async succeeded(account: string, pair: string, address: string) {
      await Promise.all([
        locks.clear(account),
        locks.clear(pair),
        addressFailures.reward(address),
        knownAddresses.set(pair, 1, LOGIN.knownAddressMemory),
      ]);
    },
    /** Neither (bad input, a service down): the attempt did not guess anything, so it is given back. */
    async undecided(account: string, pair: string, address: string) {
      await Promise.all([locks.giveBack(account), locks.giveBack(pair), addressFailures.reward(address)]);
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
