import { randomUUID } from 'node:crypto';
import { catalogue, certificate, learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

let service: CertificateService;
const COURSE = 77;
const QUIZZES = [701, 702];

beforeAll(async () => {
  service = await startCertificate('certificate_passes_together');
});

afterAll(async () => {
  await service?.close();
});

const eligibilityOf = async (userId: string) =>
  (
    await service.app.inject({
      url: `/sefacertificate/eligibility/${userId}/${COURSE}`,
      headers: { authorization: service.tokenFor(userId) },
    })
  ).json().data;

describe('passes that come together (a cohort finishing its exam)', () => {
  it("change each learner's standing as one pass at a time would, announced once per change with the correlation of a pass that made it", async () => {
    await service.publisher.publish(catalogue.coursePublished, {
      ...catalogue.coursePublished.example,
      courseId: COURSE,
      quizIds: QUIZZES,
    });
    const learners: string[] = Array.from({ length: 8 }, () => randomUUID());
    for (const userId of learners) {
      await service.publisher.publish(learning.enrolmentCreated, {
        userId,
        courseId: COURSE,
        source: 'direct',
      });
    }
    await eventually(async () =>
      expect(await service.query('SELECT 1 FROM enrolments WHERE course_id = $1', [COURSE])).toHaveLength(
        learners.length,
      ),
    );

    // The course is held while the passes arrive, as a change to the whole course would hold it: the first
    // pass waits, and the others are delivered meanwhile.
    const held = service.query(
      `SELECT pg_advisory_xact_lock(hashtext('certificate-course:${COURSE}')), pg_sleep(1.5)`,
    );
    await eventually(async () =>
      expect(
        await service.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
        ),
      ).toHaveLength(1),
    );
    const passes = learners.flatMap((userId, index) =>
      // Every learner passes the first quiz; the first four the second too, and the first learner the first twice.
      [QUIZZES[0]!, ...(index < 4 ? [QUIZZES[1]!] : []), ...(index === 0 ? [QUIZZES[0]!] : [])].map(
        (quizId) => ({
          id: randomUUID(),
          correlationId: randomUUID(),
          data: { userId, courseId: COURSE, quizId, attemptNumber: 1, score: 100, passingScore: 80 },
        }),
      ),
    );
    for (const pass of passes) {
      await service.publisher.publish(learning.quizPassed, pass.data, pass.id, pass.correlationId);
    }
    await held;

    for (const [index, userId] of learners.entries()) {
      await eventually(async () =>
        expect(await eligibilityOf(userId)).toMatchObject({
          completedQuizzes: index < 4 ? 2 : 1,
          totalQuizzes: 2,
          isEligible: index < 4,
        }),
      );
    }
    // Applied together: the passes that waited behind the first committed in fewer transactions than passes.
    const applied = await service.query<{ at: Date }>(
      'SELECT processed_at AS at FROM processed_events WHERE event_id = ANY($1)',
      [passes.map(({ id }) => id)],
    );
    expect(applied).toHaveLength(passes.length);
    expect(new Set(applied.map(({ at }) => at.getTime())).size).toBeLessThan(passes.length - 1);

    // Each change of standing announced once (two passes of a learner applied together are one change, to
    // where both lead), carrying the correlation of a pass of that learner that made it.
    await eventually(async () => {
      const announced = (
        await readStream(sharedNatsUrl(), service.prefix, certificate.eligibilityChanged.subject)
      )
        .map(
          ({ data }) =>
            data as { correlationId?: string; data: { userId: string; completedQuizzes: number } },
        )
        .filter(({ data }) => learners.includes(data.userId) && data.completedQuizzes > 0);
      for (const [index, userId] of learners.entries()) {
        const own = announced.filter(({ data }) => data.userId === userId);
        const standings = own.map(({ data }) => data.completedQuizzes);
        expect(standings.at(-1)).toBe(index < 4 ? 2 : 1);
        expect(new Set(standings).size).toBe(standings.length);
        const made = passes
          .filter(({ data }) => data.userId === userId)
          .map(({ correlationId }) => correlationId);
        for (const { correlationId } of own) expect(made).toContain(correlationId);
      }
    });
  });
});
