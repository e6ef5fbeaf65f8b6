/**
 * The budgets, in one place; the BFF README has them as a table. Windows are in seconds.
 * Only failed sign-ins count, so a classroom behind one address signs in freely while a password
 * guesser is slowed per account and, as a second line, per address.
 */
export const LOGIN = {
  /** Consecutive failures for one account from one address before it is locked there. */
  failuresPerAccountAndAddress: 5,
  /** Consecutive failures for one account from anywhere before it is locked everywhere (but known addresses). */
  failuresPerAccount: 10,
  /** Failures are forgotten this long after the first one, or at the next successful login. */
  failureMemory: 24 * 60 * 60,
  firstLockout: 60,
  longestLockout: 60 * 60,
  /** The second line: failed logins from one address in a window, whatever the account. */
  addressWindow: 15 * 60,
  /** An address an account signed in from stays exempt from the account-wide lock this long. */
  knownAddressMemory: 30 * 24 * 60 * 60,
} as const;

/** Wrong current passwords on a password change, with the same growing lock as logins. */
export const PASSWORD_CHECKS = {
  /** Consecutive wrong current passwords for one account before its password changes are locked. */
  failuresPerAccount: 5,
} as const;

export interface AttemptBudget {
  readonly points: number;
  readonly duration: number;
}

/** Every attempt counts on these paths: each one sends mail or tries a secret token. */
export const ATTEMPTS = {
  registerPerEmail: { points: 5, duration: 60 * 60 },
  resetRequestPerEmail: { points: 3, duration: 60 * 60 },
  resetRequestPerAddress: { points: 30, duration: 15 * 60 },
  resetTokenPerAddress: { points: 30, duration: 15 * 60 },
  /** Checking or applying a coupon code: each try could be a guess at a code. */
  couponCodePerUser: { points: 20, duration: 15 * 60 },
  couponCodePerAddress: { points: 200, duration: 15 * 60 },
  /** Writing or editing a course review: enough to fix a typo a few times, too few to flood. */
  reviewWritePerUser: { points: 10, duration: 60 * 60 },
} as const satisfies Record<string, AttemptBudget>;

/** 1 minute at the threshold, then doubling with each further failure, up to an hour. */
export const lockoutSeconds = (failures: number, threshold: number) =>
  Math.min(LOGIN.firstLockout * 2 ** Math.max(failures - threshold, 0), LOGIN.longestLockout);
