import { catalogue } from '@academy/contracts';
import { loadConfig } from '@academy/kit';
import {
  createEventPublisher,
  createTestDatabase,
  deleteTestStreams,
  eventually,
  generateSigningKeys,
  queryDatabase,
  sharedNatsUrl,
  signTestToken,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

/**
 * A cart service on a fresh database and subject prefix, with tokens for any user. Pass another
 * service's prefix and keys to run it beside that service.
 */
export const startCart = async (
  label: string,
  shared: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> } = {},
) => {
  const database = await createTestDatabase(label);
  const prefix = shared.prefix ?? testSubjectPrefix();
  const keys = shared.keys ?? generateSigningKeys();
  const config = loadConfig(ConfigSchema, {
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
  });
  const app = await buildApp(config);
  const publisher = await createEventPublisher(prefix);
  const tokenFor = (userId: string, role: 'USER' | 'ADMIN' = 'USER') =>
    `Bearer ${signTestToken(keys.privateKey, { sub: userId, role })}`;
  const query = <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    queryDatabase<R>(database.url, sql, params);

  /** Publishes a course from the catalogue and waits until the cart holds its latest state. */
  const seedCourse = async (course: {
    courseId: number;
    title: string;
    priceMinor?: number;
    originalPriceMinor?: number | null;
    published?: boolean;
  }) => {
    const published = course.published ?? true;
    await publisher.publish(catalogue.coursePublished, {
      courseId: course.courseId,
      title: course.title,
      courseCode: null,
      category: 'Forensics',
      priceMinor: course.priceMinor ?? 499900,
      originalPriceMinor: course.originalPriceMinor ?? null,
      instructor: 'Academy Faculty',
      currency: 'INR',
      thumbnailUrl: `/api/v1/media/thumbnails/${course.courseId}.png`,
      published,
      quizIds: [],
    });
    await eventually(async () => {
      const [found] = await query('SELECT id FROM courses WHERE id = $1 AND title = $2 AND published = $3', [
        course.courseId,
        course.title,
        published,
      ]);
      if (!found) throw new Error('course not received yet');
    });
  };

  return {
    app,
    config,
    prefix,
    publisher,
    tokenFor,
    query,
    seedCourse,
    close: async () => {
      await app.close();
      await publisher.close();
      await deleteTestStreams(sharedNatsUrl(), prefix);
      await database.drop();
    },
  };
};

export { eventually } from '@academy/kit/testing';
