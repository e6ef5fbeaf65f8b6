import { randomUUID } from 'node:crypto';
import { auth, catalogue, learning } from '@academy/contracts';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineDocumentLoader } from '../../src/credentials/contexts.ts';
import { statusListPlace } from '../../src/credentials/status-list.ts';
import {
  type CertificateService,
  eventually,
  PUBLIC_URL,
  startCertificate,
} from '../support/certificate-app.ts';
import { verifyOffline } from '../support/verifier.ts';

let service: CertificateService;
const zoe = randomUUID();
const bob = randomUUID();
const admin = randomUUID();
const NAME = 'Zoë Ångström 山田';
let number: string;

const as = (userId?: string) =>
  userId ? { authorization: service.tokenFor(userId, userId === admin ? 'ADMIN' : 'USER') } : {};
const credentialOf = (certificateNumber: string, userId?: string) =>
  service.app.inject({ url: `/certificates/${certificateNumber}/credential`, headers: as(userId) });
const revoke = (certificateNumber: string, payload: unknown, userId?: string) =>
  service.app.inject({
    method: 'POST',
    url: `/certificates/${certificateNumber}/revoke`,
    headers: as(userId),
    payload: payload as Record<string, unknown>,
  });
/** A published document by its public address, as a verifier would fetch it (through the BFF's /api/v1). */
const published = async (url: string) => {
  const reply = await service.app.inject({ url: url.replace(`${PUBLIC_URL}/api/v1`, '') });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

/** What a verifier fetches before verifying: the issuer profile, the signing key, the status list. */
const fetchedDocuments = async (credential: {
  issuer: { id: string };
  proof: { verificationMethod: string };
  credentialStatus: { statusListCredential: string };
}) => {
  const list = credential.credentialStatus.statusListCredential;
  const issuer = await published(credential.issuer.id);
  const key = await published(credential.proof.verificationMethod);
  return new Map<string, unknown>([
    [credential.issuer.id, issuer],
    [key.id, key],
    [list, await published(list)],
  ]);
};

beforeAll(async () => {
  service = await startCertificate('certificate_credentials');
  await service.publisher.publish(catalogue.coursePublished, {
    courseId: 69,
    title: 'Digital Forensics Essentials',
    courseCode: 'SDFE',
    category: 'Forensics',
    priceMinor: 0,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds: [12],
  });
  await service.publisher.publish(auth.userRegistered, {
    userId: zoe,
    fullName: NAME,
    email: `${zoe}@example.com`,
    role: 'USER',
    category: 'student',
  });
  await service.publisher.publish(learning.quizPassed, {
    userId: zoe,
    courseId: 69,
    quizId: 12,
    attemptNumber: 1,
    score: 100,
    passingScore: 80,
  });
  await eventually(async () => {
    const reply = await service.app.inject({
      method: 'POST',
      url: '/sefacertificate/generate',
      headers: as(zoe),
      payload: { userId: zoe, courseId: 69 },
    });
    expect(reply.statusCode).toBe(200);
    number = reply.json().data.certificateNumber;
  });
});

afterAll(async () => {
  await service?.close();
});

describe('GET /certificates/:number/credential', () => {
  it('is an Open Badges 3.0 credential with an eddsa-rdfc-2022 proof, the same on every download', async () => {
    const reply = await credentialOf(number, zoe);
    expect(reply.statusCode).toBe(200);
    const credential = reply.json();
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.name).toBe(NAME);
    expect(credential.credentialSubject.achievement).toMatchObject({
      name: 'Digital Forensics Essentials',
      humanCode: 'SDFE',
    });
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
    });
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
    });
    expect((await credentialOf(number, admin)).json()).toEqual(credential);
  });

  it('refuses someone else (403), a visitor (401), an unknown number (404)', async () => {
    expect((await credentialOf(number, bob)).statusCode).toBe(403);
    expect((await credentialOf(number)).statusCode).toBe(401);
    expect((await credentialOf('ACD-2026-0000000000000000', zoe)).statusCode).toBe(404);
  });

  it('verifies offline with the verifier libraries, and fails with one character changed', async () => {
    const credential = (await credentialOf(number, zoe)).json();
    const documents = await fetchedDocuments(credential);
    const result = await verifyOffline(credential, documents);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult).toMatchObject({
      verified: true,
      results: [{ verified: true, status: false }],
    });

    const tampered = structuredClone(credential);
    tampered.credentialSubject.name = NAME.replace('Z', 'S');
    expect((await verifyOffline(tampered, documents)).verified).toBe(false);
  });

  it('publishes the issuer profile as valid JSON-LD listing the signing key', async () => {
    const credential = (await credentialOf(number, zoe)).json();
    const profile = await published(credential.issuer.id);
    expect(profile.assertionMethod).toContain(credential.proof.verificationMethod);
    const expanded = await jsonld.expand(profile, { documentLoader: offlineDocumentLoader(), safe: true });
    expect(expanded).toHaveLength(1);
  });
});

describe('the issuer key', () => {
  it('is generated once and kept: after a restart the same key signs and one key is published', async () => {
    const before = (await published(`${PUBLIC_URL}/api/v1/certificates/issuer`)).assertionMethod;
    await service.stop();
    await service.start();
    const after = await published(`${PUBLIC_URL}/api/v1/certificates/issuer`);
    expect(after.assertionMethod).toEqual(before);
    expect(after.assertionMethod).toHaveLength(1);
    const unknownKey = await service.app.inject({
      url: '/certificates/issuer/keys/z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    });
    expect(unknownKey.statusCode).toBe(404);
  });
});

describe('POST /certificates/:number/revoke', () => {
  it('refuses a learner (403) and a visitor (401), bad reasons (400) and unknown numbers (404)', async () => {
    expect((await revoke(number, { reason: 'cheating' }, zoe)).statusCode).toBe(403);
    expect((await revoke(number, { reason: 'cheating' })).statusCode).toBe(401);
    for (const reason of ['', '   ', 'x'.repeat(501), 'line\nbreak', 'bell\u0007', 42]) {
      expect((await revoke(number, { reason }, admin)).statusCode).toBe(400);
    }
    expect((await revoke(number, {}, admin)).statusCode).toBe(400);
    expect((await revoke('ACD-2026-0000000000000000', { reason: 'cheating' }, admin)).statusCode).toBe(404);
    expect(await service.query('SELECT 1 FROM certificates WHERE revoked_at IS NOT NULL')).toHaveLength(0);
  });

  it('flips the status list bit; the credential then verifies as revoked; a second revoke keeps the first reason', async () => {
    const credential = (await credentialOf(number, zoe)).json();
    const [row] = await service.query<{ status_list_index: number }>(
      'SELECT status_list_index FROM certificates WHERE certificate_number = $1',
      [number],
    );
    const { position } = statusListPlace(Number(row?.status_list_index));
    expect(credential.credentialStatus.statusListIndex).toBe(String(position));
    const bit = async () => {
      const list = await published(credential.credentialStatus.statusListCredential);
      return (await decodeList({ encodedList: list.credentialSubject.encodedList })).getStatus(position);
    };
    expect(await bit()).toBe(false);

    const first = await revoke(number, { reason: 'Exam answers were copied' }, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      certificateNumber: number,
      revocationReason: 'Exam answers were copied',
    });
    const again = await revoke(number, { reason: 'Another reason' }, admin);
    expect(again.json()).toEqual(first.json());

    expect(await bit()).toBe(true);
    const result = await verifyOffline(credential, await fetchedDocuments(credential));
    // The proof still holds; the status list (itself verified) says revoked.
    expect(result.verified).toBe(true);
    expect(result.statusResult).toMatchObject({
      verified: true,
      results: [{ verified: true, status: true }],
    });

    const verification = await service.app.inject({ url: `/certificates/verify/${number}` });
    expect(verification.json()).toMatchObject({
      status: 'revoked',
      revocationReason: 'Exam answers were copied',
      revokedAt: first.json().revokedAt,
    });
    expect((await credentialOf(number, zoe)).statusCode).toBe(403);
  });
});
