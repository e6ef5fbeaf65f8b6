import { and, asc, gte, isNotNull, lt } from 'drizzle-orm';
import type { CertificateDb } from '../db/database.ts';
import { certificates } from '../db/schema.ts';
import { issuerId, statusListId } from './addresses.ts';
import type { IssuerKeyPair } from './issuer-key.ts';
import { signCredential } from './sign.ts';
import { STATUS_LIST_LENGTH, statusListPlace, statusListRange } from './status-list.ts';

/** How long a signed status list is valid: a verifier fetches it again after a day. */
const VALIDITY_MS = 24 * 3600_000;

/** The positions of the revoked certificates in list `list`, in order. */
export const revokedPositions = async (db: CertificateDb, list: number) => {
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
    )
    .orderBy(asc(certificates.statusListIndex));
  return revoked.map(({ statusListIndex }) => statusListPlace(statusListIndex).position);
};

/** The revocation list `list` with a bit set at each of `positions`, signed now and valid for a day. */
export const signStatusList = async (
  issuer: { publicUrl: string; key: IssuerKeyPair },
  list: number,
  positions: number[],
) => {
  // Loaded with the signing libraries it uses, by the first list signed (./sign.ts).
  const { createCredential, createList } = await import('@digitalbazaar/vc-bitstring-status-list');
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const position of positions) bits.setStatus(position, true);
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
      validUntil: new Date(now.getTime() + VALIDITY_MS).toISOString(),
    },
    issuer.key,
  );
};
