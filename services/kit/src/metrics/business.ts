import { Counter } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const counter = (name: string, help: string) =>
  new Counter({ name: `academy_${name}_total`, help, registers: [metricsRegistry] });

/**
 * What the academy is for, counted where it happens (inside the transaction that records it, after
 * its last write: a commit that fails after that, which is rare, is counted anyway).
 */
export const businessMetrics = {
  signUps: counter('signups', 'Accounts created by sign-up.'),
  ordersCompleted: counter('orders_completed', 'Orders paid.'),
  ordersRefunded: counter('orders_refunded', 'Orders refunded in full.'),
  quizzesSubmitted: counter('quizzes_submitted', 'Quiz attempts scored.'),
  quizzesPassed: counter('quizzes_passed', 'Quiz attempts scored as passed.'),
  certificatesIssued: counter('certificates_issued', 'Certificates issued.'),
};
