import { randomUUID } from 'node:crypto';
import { auth, catalogue, learning } from '@academy/contracts';
import { createObjectStore } from '@academy/kit';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CertificateService,
  eventually,
  PUBLIC_URL,
  startCertificate,
} from '../support/certificate-app.ts';

let service: CertificateService;
const learner = randomUUID();
const admin = randomUUID();
let number: string;

const preview = (certificateNumber: string) =>
  service.app.inject({ url: `/certificates/${certificateNumber}/preview.png` });

beforeAll(async () => {
  service = await startCertificate('certificate_preview');
  await service.publisher.publish(catalogue.coursePublished, {
    courseId: 9,
    title: 'مقدمة في الأدلة الرقمية',
    courseCode: 'DF',
    category: 'Forensics',
    priceMinor: 0,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds: [90],
  });
  await service.publisher.publish(auth.userRegistered, {
    userId: learner,
    fullName: 'ليلى عبد الله',
    email: `${learner}@example.com`,
    role: 'USER',
    category: 'student',
  });
  await service.publisher.publish(learning.quizPassed, {
    userId: learner,
    courseId: 9,
    quizId: 90,
    attemptNumber: 1,
    score: 100,
    passingScore: 80,
  });
  await eventually(async () => {
    const reply = await service.app.inject({
      method: 'POST',
      url: '/sefacertificate/generate',
      headers: { authorization: service.tokenFor(learner) },
      payload: { userId: learner, courseId: 9 },
    });
    expect(reply.statusCode).toBe(200);
    number = reply.json().data.certificateNumber;
  });
});

afterAll(async () => {
  await service?.close();
});

describe('GET /certificates/:number/preview.png', () => {
  it('shows anyone the certificate as printed, 1200 px wide, drawn once and kept', async () => {
    const first = await preview(number);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const png = PNG.sync.read(first.rawPayload);
    expect(png.width).toBe(1200);
    expect(png.height).toBeLessThan(png.width);
    // The page drawn is the certificate: its QR code opens the verification page.
    const code = jsQR.default(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`${PUBLIC_URL}/app/verify?number=${number}`);

    // Kept: with the PDF gone from the store, the same image is still served.
    const [row] = await service.query<{ pdf_key: string }>(
      'SELECT pdf_key FROM certificates WHERE certificate_number = $1',
      [number],
    );
    await createObjectStore(service.config).remove(String(row?.pdf_key));
    const again = await preview(number.toLowerCase());
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shows no image for an unknown number (404) or a malformed one (400), nor once revoked (404)', async () => {
    expect((await preview('ACD-2026-0000000000000000')).statusCode).toBe(404);
    expect((await preview('not%20a%20number')).statusCode).toBe(400);
    const revoked = await service.app.inject({
      method: 'POST',
      url: `/certificates/${number}/revoke`,
      headers: { authorization: service.tokenFor(admin, 'ADMIN') },
      payload: { reason: 'cheating' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await preview(number)).statusCode).toBe(404);
  });
});
