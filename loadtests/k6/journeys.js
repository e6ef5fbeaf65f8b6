// Weighted user journeys against a running Academy BFF, for k6 (https://k6.io).
//   k6 run -e BASE_URL=https://academy.example.com -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… loadtests/k6/journeys.js
// Optional: VUS (default 50), DURATION (default 5m), LEARNERS (default 20).
// Sign-ups are limited per client address (SIGNUPS_PER_ADDRESS on the BFF, 100 an hour): from one load
// generator, raise it for the test or the setup journeys will see 429s. Successful sign-ins are not limited.
import { check, group, sleep } from 'k6';
import http from 'k6/http';
import { Rate } from 'k6/metrics';
import { sloThresholds } from './slo-thresholds.js';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const API = `${BASE_URL}/api/v1`;
const PASSWORD = 'k6-learner-password';
// The journeys npm run bench replays too: one definition, read by both.
const DEFINITION = JSON.parse(open('../journeys.json'));
const COURSE_ID = DEFINITION.courseId;
const FEATURED_COURSE_ID = DEFINITION.featuredCourseId;
// The SLOs the alert rules page on (deploy/monitoring): a run that breaks them fails.
const SLO = JSON.parse(open('../../deploy/monitoring/slo.json'));
const serverErrors = new Rate('server_errors');

http.setResponseCallback(http.expectedStatuses(200, 201, 206));

export const options = {
  scenarios: {
    journeys: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '30s', target: Number(__ENV.VUS || 50) },
        { duration: __ENV.DURATION || '5m', target: Number(__ENV.VUS || 50) },
        { duration: '30s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    ...sloThresholds(SLO),
    // Every request is checked for the reply its journey expects.
    checks: ['rate>0.99'],
  },
};

const read = (name, url, params = {}) => {
  const response = http.get(url, { ...params, tags: { name, kind: 'read' } });
  serverErrors.add(response.status >= 500);
  check(response, { [`${name} answered`]: (r) => r.status === 200 || r.status === 206 });
  return response;
};

const post = (name, url, body, token) => {
  const response = http.post(url, JSON.stringify(body), {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    tags: { name, kind: 'write' },
  });
  serverErrors.add(response.status >= 500);
  return response;
};

const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

/** Learners enrolled in course 69, an administrator session, and the video and quiz to use. */
export function setup() {
  const run = Date.now().toString(36);
  const learners = [];
  for (let index = 0; index < Number(__ENV.LEARNERS || 20); index++) {
    const email = `k6-${run}-${index}@academy.test`;
    post('register', `${API}/user/register`, { fullName: `k6 Learner ${index}`, email, password: PASSWORD });
    const login = post('login', `${API}/user/login`, { email, password: PASSWORD }).json();
    post('enrol', `${API}/student/enrolled`, { user_id: login.user.id, courseId: COURSE_ID }, login.token);
    learners.push({ id: login.user.id, email, token: login.token });
  }
  const admin = post('login', `${API}/user/login`, {
    email: __ENV.ADMIN_EMAIL,
    password: __ENV.ADMIN_PASSWORD,
  });
  let details;
  for (let attempt = 0; attempt < 60 && !details; attempt++) {
    const response = http.get(`${API}/courses/${COURSE_ID}/details`, bearer(learners[0].token));
    if (response.status === 200) details = response.json();
    else sleep(0.5);
  }
  if (!details) throw new Error(`course ${COURSE_ID} never opened to its learners`);
  const modules = details.modules;
  const courses = http.get(`${API}/courses/courses`).json();
  return {
    learners,
    adminToken: admin.json('token'),
    videoPath: modules.flatMap((module) => module.videos)[0].filePath,
    quizId: modules.flatMap((module) => module.quizzes)[0].id,
    thumbnail: courses.find((course) => course.id === FEATURED_COURSE_ID).thumbnail_path,
  };
}

/** Fills a step's {placeholders} for one learner. */
const fill = (template, data, learner) =>
  template.replace(/\{(\w+)\}/g, (_, key) => {
    const values = {
      courseId: COURSE_ID,
      featuredThumbnail: data.thumbnail,
      videoPath: data.videoPath,
      quizId: data.quizId,
      learnerId: learner.id,
      learnerEmail: learner.email,
      password: PASSWORD,
    };
    if (values[key] === undefined) throw new Error(`journeys.json: unknown placeholder {${key}}`);
    return String(values[key]);
  });

/** Replays one journey of journeys.json as the VU's learner (reads and writes tagged for the thresholds). */
const replay = (name, data) =>
  group(name, () => {
    const learner = data.learners[__VU % data.learners.length];
    for (const step of DEFINITION.journeys[name]) {
      const token = step.as === 'admin' ? data.adminToken : step.as === 'learner' ? learner.token : undefined;
      const url = `${BASE_URL}${fill(step.path, data, learner)}`;
      if (step.method === 'POST') {
        const body = {};
        for (const [key, value] of Object.entries(step.body || {})) body[key] = fill(value, data, learner);
        const response = post(step.name, url, body, token);
        check(response, { [`${step.name} answered`]: (r) => r.status === 200 });
      } else {
        const headers = { ...(step.headers || {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
        read(step.name, url, { headers });
      }
    }
  });

/** The same mix as the local bench's journeys: mostly visitors, then learners, a few sign-ins and administrators. */
const WEIGHTS = Object.entries(DEFINITION.weights);
const TOTAL = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

const pickJourney = () => {
  let left = Math.random() * TOTAL;
  for (const [journey, weight] of WEIGHTS) {
    left -= weight;
    if (left < 0) return journey;
  }
  return WEIGHTS[WEIGHTS.length - 1][0];
};

export default function (data) {
  replay(pickJourney(), data);
  sleep(1 + Math.random() * 2); // think time between pages
}
