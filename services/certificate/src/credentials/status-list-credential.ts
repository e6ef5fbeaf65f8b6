import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, gte, isNotNull, lt } from 'drizzle-orm';
import type { CertificateDb } from '../context.ts';
import { certificates } from '../db/schema.ts';
import { issuerId, statusListId } from './addresses.ts';
import type { IssuerKeyPair } from './issuer-key.ts';
import { signCredential } from './sign.ts';
import { STATUS_LIST_LENGTH, statusListPlace, statusListRange } from './status-list.ts';

/**
 * The signed revocation list `list` as it stands now: a bit set for every revoked certificate in it.
 * It is built from the certificates on each request, so a revocation shows at once; it is valid
 * for a day, after which a verifier should fetch it again.
 */
export const statusListCredential = async (
  db: CertificateDb,
  issuer: { publicUrl: string; key: IssuerKeyPair },
  list: number,
) => {
  const { first, end } = statusListRange(list);
  const revoked = await db
    .select({ statusListIndex: certificates.statusListIndex })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.revokedAt),
        gte(certificates.statusListIndex, first),
        lt(certificates.statusListIndex, end),
      ),
    );
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const { statusListIndex } of revoked) bits.setStatus(statusListPlace(statusListIndex).position, true);
  const credential = await createCredential({
    id: statusListId(issuer.publicUrl, list),
    list: bits,
    statusPurpose: 'revocation',
  });
  const now = new Date();
  return signCredential(
    {
      ...credential,
      issuer: issuerId(issuer.publicUrl),
      validFrom: now.toISOString(),
      validUntil: new Date(now.getTime() + 24 * 3600_000).toISOString(),
    },
    issuer.key,
  );
};
