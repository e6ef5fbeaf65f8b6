import type { Executor } from '@academy/kit';
import { and, isNull, type SQL } from 'drizzle-orm';
import { certificates } from '../db/schema.ts';

/**
 * Revokes the certificates `which` selects that are not revoked yet: the first revocation's date and
 * reason stay. Both ways a certificate is revoked (an administrator, a refund) come through here;
 * the status lists read `revoked_at`, so a revoked certificate's bit is set from then on.
 */
export const revokeCertificates = (tx: Executor, which: SQL | undefined, reason: string, at: Date) =>
  tx
    .update(certificates)
    .set({ revokedAt: at, revocationReason: reason })
    .where(and(which, isNull(certificates.revokedAt)))
    .returning({ certificateNumber: certificates.certificateNumber });
