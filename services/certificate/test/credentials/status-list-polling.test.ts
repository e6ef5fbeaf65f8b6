import { randomUUID } from 'node:crypto';
import { auth, catalogue, learning } from '@academy/contracts';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusListPlace } from '../../src/credentials/status-list.ts';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

let service: CertificateService;
const admin = randomUUID();
const learners = [randomUUID(), randomUUID()];
const numbers: string[] = [];

const statusList = (list: number | string, ifNoneMatch?: string) =>
  service.app.inject({
    url: `/certificates/status-lists/${list}`,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });
/** Whether the certificate's bit is set in the list as the reply gives it. */
const revokedIn = async (body: { credentialSubject: { encodedList: string } }, number: string) => {
  const [row] = await service.query<{ status_list_index: number }>(
    'SELECT status_list_index FROM certificates WHERE certificate_number = $1',
    [number],
  );
  const bits = await decodeList({ encodedList: body.credentialSubject.encodedList });
  return bits.getStatus(statusListPlace(Number(row?.status_list_index)).position);
};

beforeAll(async () => {
  // Lists are read from the database once an hour here: whatever the test's pace, every read it
  // makes within the hour is served from memory unless this process revoked something.
  service = await startCertificate('certificate_status_polling', {
    settings: { STATUS_LIST_REFRESH_SECONDS: '3600' },
  });
  await service.publisher.publish(catalogue.coursePublished, {
    courseId: 7,
    title: 'Memory Forensics',
    courseCode: 'MF',
    category: 'Forensics',
    priceMinor: 0,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds: [70],
  });
  for (const userId of learners) {
    await service.publisher.publish(auth.userRegistered, {
      userId,
      fullName: 'Ada King Lovelace',
      email: `${userId}@example.com`,
      role: 'USER',
      category: 'student',
    });
    await service.publisher.publish(learning.quizPassed, {
      userId,
      courseId: 7,
      quizId: 70,
      attemptNumber: 1,
      score: 100,
      passingScore: 80,
    });
    await eventually(async () => {
      const reply = await service.app.inject({
        method: 'POST',
        url: '/sefacertificate/generate',
        headers: { authorization: service.tokenFor(userId) },
        payload: { userId, courseId: 7 },
      });
      expect(reply.statusCode).toBe(200);
      numbers.push(reply.json().data.certificateNumber);
    });
  }
});

afterAll(async () => {
  await service?.close();
});

describe('GET /certificates/status-lists/:list, polled', () => {
  it('answers with an ETag and lets caches keep it; asking again with it gets a 304 without a body', async () => {
    const first = await statusList(0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await statusList(0, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await statusList(0, `"other", W/${etag}`)).statusCode).toBe(304);
    expect((await statusList(0, '"other"')).statusCode).toBe(200);
  });

  it('serves a flood of requests the same signed list from memory, without reading the database again', async () => {
    const before = await statusList(0);
    const flood = await Promise.all(Array.from({ length: 50 }, () => statusList(0)));
    expect(new Set(flood.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(flood.map((reply) => reply.body))).toEqual(new Set([before.body]));
    expect(new Set(flood.map((reply) => reply.headers.etag))).toEqual(new Set([before.headers.etag]));

    // A revocation the database holds but this process did not make (a refund handled, another replica)
    // is not read before the refresh period is over: the list comes from memory.
    await service.query(
      "UPDATE certificates SET revoked_at = now(), revocation_reason = 'made elsewhere' WHERE certificate_number = $1",
      [numbers[1]],
    );
    const cached = await statusList(0, String(before.headers.etag));
    expect(cached.statusCode).toBe(304);
  });

  it('shows a revocation made through this service at once, under a new ETag', async () => {
    const before = await statusList(0);
    expect(await revokedIn(before.json(), numbers[0]!)).toBe(false);
    const revoked = await service.app.inject({
      method: 'POST',
      url: `/certificates/${numbers[0]}/revoke`,
      headers: { authorization: service.tokenFor(admin, 'ADMIN') },
      payload: { reason: 'cheating' },
    });
    expect(revoked.statusCode).toBe(200);

    const after = await statusList(0, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Read again from the database: the revocation made elsewhere shows too.
    expect(await revokedIn(after.json(), numbers[0]!)).toBe(true);
    expect(await revokedIn(after.json(), numbers[1]!)).toBe(true);
    expect((await statusList(0, String(after.headers.etag))).statusCode).toBe(304);
  });

  it('knows no list past the last one in use (404), and refuses a list that is not one (400)', async () => {
    expect((await statusList(1)).statusCode).toBe(404);
    expect((await statusList(100_000)).statusCode).toBe(404);
    expect((await statusList('first')).statusCode).toBe(400);
    expect((await statusList(100_001)).statusCode).toBe(400);
  });
});
