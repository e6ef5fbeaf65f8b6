// Weighted user journeys against a running Academy BFF, for k6 (https://k6.io).
//   k6 run -e BASE_URL=https://academy.example.com -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… loadtests/k6/journeys.js
// Optional: VUS (default 50), DURATION (default 5m), LEARNERS (default 20).
// Sign-ins are limited per client address (AUTH_RATE_LIMIT on the BFF, 10 a minute): from one load
// generator, raise it for the test or the setup and login journeys will see 429s.
import { check, group, sleep } from 'k6';
import http from 'k6/http';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const API = `${BASE_URL}/api/v1`;
const COURSE_ID = 69;
const FEATURED_COURSE_ID = 40;
const PASSWORD = 'k6-learner-password';

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
    // API reads (every GET under /api/v1, media included) answer within 300 ms for 95 % of requests.
    'http_req_duration{kind:read}': ['p(95)<300'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

const read = (name, url, params = {}) => {
  const response = http.get(url, { ...params, tags: { name, kind: 'read' } });
  check(response, { [`${name} answered`]: (r) => r.status === 200 || r.status === 206 });
  return response;
};

const post = (name, url, body, token) =>
  http.post(url, JSON.stringify(body), {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    tags: { name, kind: 'write' },
  });

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

function visitor(data) {
  group('visitor', () => {
    read('course list', `${API}/course`);
    read('courses', `${API}/courses/courses`);
    read('featured page', `${BASE_URL}/app/productpage`);
    read('featured thumbnail', `${BASE_URL}${data.thumbnail}`);
  });
}

function login(data) {
  group('login', () => {
    const learner = data.learners[__VU % data.learners.length];
    const response = post('login', `${API}/user/login`, { email: learner.email, password: PASSWORD });
    check(response, { 'login answered': (r) => r.status === 200 });
  });
}

function learner(data) {
  group('learner', () => {
    const { id, token } = data.learners[__VU % data.learners.length];
    read('my courses', `${API}/usercourses/my-courses`, bearer(token));
    read('course details', `${API}/courses/${COURSE_ID}/details`, bearer(token));
    read('video range', `${BASE_URL}${data.videoPath}`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-65535' },
    });
    read('quiz attempts', `${API}/userQuiz/attempts/${id}/${data.quizId}`, bearer(token));
    read('course progress', `${API}/userQuiz/course-progress/${id}/${COURSE_ID}`, bearer(token));
  });
}

function admin(data) {
  group('admin', () => {
    read('user stats', `${API}/admin/stats/users`, bearer(data.adminToken));
    read('modules', `${API}/course/${COURSE_ID}/modules`, bearer(data.adminToken));
  });
}

/** The same mix as `npm run bench`: mostly visitors, then learners, a few sign-ins and administrators. */
const WEIGHTS = [
  [visitor, 50],
  [learner, 35],
  [login, 5],
  [admin, 10],
];
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
  pickJourney()(data);
  sleep(1 + Math.random() * 2); // think time between pages
}
