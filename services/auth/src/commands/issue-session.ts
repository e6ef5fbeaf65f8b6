import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_ALGORITHM, type Executor, unauthorized } from '@academy/kit';
import { and, eq, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import type { Config } from '../config.ts';
import { endedSessions, refreshTokens, type users } from '../db/schema.ts';
import { digest, randomToken } from '../domain/secrets.ts';

type UserRow = typeof users.$inferSelect;

/** Ended logins are kept this long: far longer than any access token lives, and then pruned. */
const ENDED_SESSIONS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Issues short-lived access tokens and rotating refresh tokens. A login's refresh tokens share a
 * family id, which its access tokens carry as `sid`: ending a login records that id in
 * `ended_sessions`, from which the BFF learns to refuse the login's access tokens at once.
 */
export const createSessionIssuer = (config: Config) => {
  const sign = createSigner({
    key: config.JWT_PRIVATE_KEY,
    algorithm: ACCESS_TOKEN_ALGORITHM,
    expiresIn: config.ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  const refreshTtlMs = config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

  const issue = async (tx: Executor, user: UserRow, familyId: string = randomUUID()) => {
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: digest(refreshToken),
      familyId,
      expiresAt: new Date(Date.now() + refreshTtlMs),
    });
    return {
      accessToken: sign({ sub: user.id, role: user.role, sid: familyId }),
      refreshToken,
      expiresIn: config.ACCESS_TOKEN_TTL_SECONDS,
    };
  };

  /**
   * Retires a refresh token so a new pair can be issued in the same transaction. A token that was
   * already retired is a sign of theft: the whole family (every token of that login) is revoked.
   * Refusals are returned, not thrown, so that the revocation commits.
   */
  const rotate = async (tx: Executor, token: string) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest(token)))
      .for('update');
    if (!row) return { refused: unauthorized('Invalid token', 'INVALID_TOKEN') } as const;
    if (row.revokedAt) {
      await revokeFamily(tx, row.familyId);
      return { refused: unauthorized('Invalid token', 'INVALID_TOKEN') } as const;
    }
    if (row.expiresAt < new Date())
      return { refused: unauthorized('Session expired', 'TOKEN_EXPIRED') } as const;
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { retired: row } as const;
  };

  /** Revokes the still usable refresh tokens `which` selects and records their logins as ended. */
  const endLogins = async (tx: Executor, which: SQL | undefined) => {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(which, isNull(refreshTokens.revokedAt)))
      .returning({ sessionId: refreshTokens.familyId, userId: refreshTokens.userId });
    if (revoked.length === 0) return;
    await tx.insert(endedSessions).values(revoked).onConflictDoNothing();
    await tx
      .delete(endedSessions)
      .where(lt(endedSessions.endedAt, new Date(Date.now() - ENDED_SESSIONS_KEPT_MS)));
  };

  /** Ends one login (logout, or a replayed refresh token). */
  const revokeFamily = (tx: Executor, familyId: string) =>
    endLogins(tx, eq(refreshTokens.familyId, familyId));

  /** Ends every login of a user, but the one `keep` names (the caller changing their password). */
  const revokeAllOf = (tx: Executor, userId: string, keep?: string) =>
    endLogins(tx, and(eq(refreshTokens.userId, userId), keep ? ne(refreshTokens.familyId, keep) : undefined));

  return { issue, rotate, revokeFamily, revokeAllOf };
};

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
