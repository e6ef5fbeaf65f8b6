import { readFileSync } from 'node:fs';
import { buildApp } from '../../../services/catalogue/src/app.ts';
import type { Config } from '../../../services/catalogue/src/config.ts';
import type { Bff } from './bff.ts';
import type { TestEnvironment } from './environment.ts';
import type { SignedInUser } from './users.ts';

/** The catalogue service on its own database and bucket; media URLs point at the BFF's media path. */
export const startCatalogue = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const config: Config = {
    ...(await env.serviceConfig('catalogue')),
    // The shared settings name the level as a plain string; the kit's schema type narrows it.
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'silent') as Config['LOG_LEVEL'],
    MEDIA_URL_PREFIX: '/api/v1/media',
    SEED_DEMO_DATA: false,
    TRANSCODE_CONCURRENCY: 1,
    ...overrides,
  };
  const app = await buildApp(config);
  return { url: await env.listen(app), config, app };
};

/** A multipart/form-data body with text fields first and then one file, as the admin forms send it. */
export const multipartForm = (
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
) => {
  const boundary = `----academy${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** An administrator creates a course with a thumbnail through the BFF (its other fields as given); returns its id. */
export const createCourse = async (bff: Bff, admin: SignedInUser, fields: Record<string, string>) => {
  const thumbnail = readFileSync(
    new URL('../../../services/catalogue/src/seed/assets/thumbnail-40.png', import.meta.url),
  );
  const form = multipartForm(
    { description: 'd', category: 'Forensics', createdBy: 'Grace Hopper', ...fields },
    { field: 'thumbnail', filename: 't.png', contentType: 'image/png', content: thumbnail },
  );
  const created = await bff.inject({
    method: 'POST',
    url: '/api/v1/course',
    payload: form.payload,
    headers: { ...form.headers, ...admin.bearer },
  });
  if (created.statusCode !== 201) throw new Error(`course not created: ${created.body}`);
  return created.json().course.id as number;
};

/**
 * An administrator creates a course at a price (minor units) through the BFF, gives it something to learn (a
 * module with a one-question quiz: only a course with content is sold) and publishes it; returns its id.
 */
export const createPricedCourse = async (
  bff: Bff,
  admin: SignedInUser,
  title: string,
  priceMinor: number,
) => {
  const courseId = await createCourse(bff, admin, { title, priceMinor: String(priceMinor) });
  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    bff.inject({ method, url: `/api/v1/${url}`, headers: admin.bearer, payload });
  const module = await asAdmin('POST', `course/${courseId}/modules`, { title: 'Module 1' });
  const quiz = await asAdmin('POST', `course/${courseId}/modules/${module.json().module.id}/quizzes`, {
    title: 'Check',
    questions: [
      {
        text: 'Ready?',
        options: [
          { text: 'Yes', isCorrect: true },
          { text: 'No', isCorrect: false },
        ],
      },
    ],
  });
  if (quiz.statusCode !== 201) throw new Error(`quiz not created: ${quiz.body}`);
  const published = await asAdmin('PUT', `admin/courses/${courseId}/published`, { published: true });
  if (published.statusCode !== 200) throw new Error(`course not published: ${published.body}`);
  return courseId;
};
