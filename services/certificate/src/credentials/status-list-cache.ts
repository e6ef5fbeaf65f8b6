import { createHash } from 'node:crypto';
import type { SignedDocument } from '@digitalbazaar/vc';
import { max } from 'drizzle-orm';
import type { CertificateDb } from '../db/database.ts';
import { certificates } from '../db/schema.ts';
import type { IssuerKeyPair } from './issuer-key.ts';
import { statusListPlace } from './status-list.ts';
import { revokedPositions, signStatusList } from './status-list-credential.ts';

/** A list is signed again (same bits, new validity) once less than this of its day is left. */
const RESIGN_BEFORE_EXPIRY_MS = 12 * 3600_000;

export interface ServedStatusList {
  credential: SignedDocument;
  /** A strong entity tag: these exact bytes (signature and validity included). */
  etag: string;
  positions: string;
  validUntil: number;
}

/** A value loaded at most once per `ttlMs`: callers meanwhile, and during a load, share it. A failed load is not kept. */
const refreshing = <T>(ttlMs: number, load: (previous: T | undefined) => Promise<T>) => {
  let current: { value: Promise<T>; at: number } | undefined;
  let last: T | undefined;
  return {
    get: () => {
      if (!current || Date.now() - current.at >= ttlMs) {
        const value = load(last).then((loaded) => {
          last = loaded;
          return loaded;
        });
        const entry = { value, at: Date.now() };
        value.catch(() => {
          if (current === entry) current = undefined;
        });
        current = entry;
      }
      return current.value;
    },
    expire: () => {
      current = undefined;
    },
  };
};

/**
 * The revocation status lists as served: read and signed once, then served from memory, so polling (and a
 * flood of requests: anyone may fetch them) reaches the database at most once per list per `refreshMs`.
 * A list is signed again only when its bits changed or its validity runs low, so its bytes and ETag
 * stay the same between changes and a client's `If-None-Match` gets a 304.
 */
export const createStatusListCache = (
  db: CertificateDb,
  issuer: { publicUrl: string; key: IssuerKeyPair },
  refreshMs: number,
) => {
  const lastList = refreshing(refreshMs, async () => {
    const [{ last } = { last: null }] = await db
      .select({ last: max(certificates.statusListIndex) })
      .from(certificates);
    return last === null ? -1 : statusListPlace(last).list;
  });
  const lists = new Map<number, ReturnType<typeof refreshing<ServedStatusList>>>();
  const listEntry = (list: number) => {
    let entry = lists.get(list);
    if (!entry) {
      entry = refreshing<ServedStatusList>(refreshMs, async (previous) => {
        const positions = (await revokedPositions(db, list)).join(',');
        const fresh = previous && previous.validUntil - Date.now() > RESIGN_BEFORE_EXPIRY_MS;
        if (previous?.positions === positions && fresh) return previous;
        const credential = await signStatusList(
          issuer,
          list,
          positions ? positions.split(',').map(Number) : [],
        );
        const etag = `"${createHash('sha256').update(JSON.stringify(credential)).digest('base64url').slice(0, 27)}"`;
        return { credential, etag, positions, validUntil: Date.parse(String(credential.validUntil)) };
      });
      lists.set(list, entry);
    }
    return entry;
  };

  return {
    /** List `list` as served now; null past the last list in use. */
    find: async (list: number) => (list > (await lastList.get()) ? null : listEntry(list).get()),
    /** After a revocation through this process: the next request reads the lists again. */
    expire: () => {
      lastList.expire();
      for (const entry of lists.values()) entry.expire();
    },
  };
};
