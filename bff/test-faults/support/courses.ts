import { expect } from 'vitest';
import type { Bff } from '../../test/support/bff.ts';
import { createPricedCourse } from '../../test/support/catalogue.ts';
import { answersFor, createCourseWithQuizzes, eventually } from '../../test/support/learning.ts';
import { logIn, signUp } from '../../test/support/users.ts';
import { ADMIN } from './academy.ts';
import type { LoadCourses } from './load.ts';

/**
 * The administrator's courses for the load, set up through `setupDoor` (an in-process BFF in front
 * of the academy's services): a free course with one quiz and a priced one. Resolves once the
 * services have heard of them by events, which a probe learner's enrolment and cart show; the probe
 * learner is returned for reads that check each service.
 */
export const setUpLoadCourses = async (setupDoor: Bff) => {
  const admin = await logIn(setupDoor, ADMIN.email, ADMIN.password);
  const free = await createCourseWithQuizzes(setupDoor, admin, {
    title: 'Incident Response',
    courseCode: 'INCR',
    quizCount: 1,
  });
  const pricedCourseId = await createPricedCourse(setupDoor, admin, 'Malware Analysis', 99_000);
  const [quiz] = free.quizzes;
  if (!quiz) throw new Error('the course has no quiz');
  const courses: LoadCourses = {
    free: { courseId: free.courseId, moduleId: free.moduleId, quizId: quiz.id, answers: answersFor(quiz) },
    pricedCourseId,
  };
  const probe = await signUp(setupDoor, 'Probe Learner');
  await eventually(async () => {
    const enrolled = await setupDoor.inject({
      method: 'POST',
      url: '/api/v1/student/enrolled',
      headers: probe.bearer,
      payload: { user_id: probe.user.id, courseId: courses.free.courseId },
    });
    expect(enrolled.statusCode).toBe(200);
    const carted = await setupDoor.inject({
      method: 'POST',
      url: '/api/v1/cart/addcart',
      headers: probe.bearer,
      payload: { user_id: probe.user.id, course_id: pricedCourseId },
    });
    expect(carted.statusCode).toBe(200);
  }, 30_000);
  return { courses, probe };
};
