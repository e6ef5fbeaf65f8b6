import { randomUUID } from 'node:crypto';
import { auth, catalogue, learning } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFontFiles } from '../../src/pdf/script-fonts.ts';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';
import { pdfFonts, pdfText } from '../support/pdf.ts';

let service: CertificateService;

/** Learners and courses named in other scripts, and the Noto faces their lines must be printed in. */
const cases = [
  {
    fullName: 'Zoë Ångström 山田',
    courseName: 'データ分析入門 Data Analysis',
    fonts: ['DejaVuSerif-BoldItalic', 'NotoSerifCJKsc-Bold', 'NotoSansCJKjp-Bold'],
  },
  {
    fullName: 'ليلى عبد الله',
    courseName: 'مقدمة في الأدلة الرقمية',
    fonts: ['NotoNaskhArabic-Bold', 'NotoSansArabic-Bold'],
  },
  {
    fullName: 'प्रिया शर्मा',
    courseName: 'डिजिटल फ़ोरेंसिक की बुनियादी बातें',
    fonts: ['NotoSerifDevanagari-Bold', 'NotoSansDevanagari-Bold'],
  },
].map((entry, index) => ({ ...entry, userId: randomUUID(), courseId: 200 + index }));

const as = (userId: string) => ({ authorization: service.tokenFor(userId) });

/** Issues the learner's certificate through the service and downloads its PDF and credential. */
const issued = async ({ userId, courseId }: (typeof cases)[number]) => {
  let number = '';
  await eventually(async () => {
    const reply = await service.app.inject({
      method: 'POST',
      url: '/sefacertificate/generate',
      headers: as(userId),
      payload: { userId, courseId },
    });
    expect(reply.statusCode).toBe(200);
    number = reply.json().data.certificateNumber;
  });
  const pdf = await service.app.inject({
    url: `/sefacertificate/download/${number}.pdf`,
    headers: as(userId),
  });
  expect(pdf.statusCode).toBe(200);
  const credential = await service.app.inject({
    url: `/certificates/${number}/credential`,
    headers: as(userId),
  });
  expect(credential.statusCode).toBe(200);
  return { pdf: pdf.rawPayload, credential: credential.json() };
};

let certificates: Awaited<ReturnType<typeof issued>>[];

beforeAll(async () => {
  service = await startCertificate('certificate_scripts');
  for (const { userId, courseId, fullName, courseName } of cases) {
    await service.publisher.publish(catalogue.coursePublished, {
      courseId,
      title: courseName,
      courseCode: null,
      category: 'Forensics',
      priceMinor: 0,
      currency: 'INR',
      thumbnailUrl: null,
      published: true,
      quizIds: [courseId],
    });
    await service.publisher.publish(auth.userRegistered, {
      userId,
      fullName,
      email: `${userId}@example.com`,
      role: 'USER',
      category: 'student',
    });
    await service.publisher.publish(learning.quizPassed, {
      userId,
      courseId,
      quizId: courseId,
      attemptNumber: 1,
      score: 100,
      passingScore: 80,
    });
  }
  certificates = [];
  for (const learner of cases) certificates.push(await issued(learner));
});

afterAll(async () => {
  await service?.close();
});

describe('names and titles in any script', () => {
  it('has the fonts for every script it prints on this machine', () => {
    expect(missingFontFiles()).toEqual([]);
  });

  it.each(cases.map((entry, index) => [entry.fullName, index] as const))(
    "prints %s and the course's title as written, in fonts that have their letters",
    async (_name, index) => {
      const { fullName, courseName, fonts } = cases[index]!;
      const { pdf } = certificates[index]!;
      const text = await pdfText(pdf);
      expect(text).toContain(fullName);
      expect(text).toContain(courseName);
      expect(await pdfFonts(pdf)).toEqual(expect.arrayContaining(fonts));
    },
  );

  it.each(cases.map((entry, index) => [entry.fullName, index] as const))(
    'carries %s unchanged in the Open Badges credential',
    (_name, index) => {
      const { fullName, courseName } = cases[index]!;
      const { credentialSubject } = certificates[index]!.credential;
      expect(credentialSubject.name).toBe(fullName);
      expect(credentialSubject.identifier).toEqual([
        expect.objectContaining({ identityType: 'name', hashed: false, identityHash: fullName }),
      ]);
      expect(credentialSubject.achievement.name).toBe(courseName);
    },
  );
});
