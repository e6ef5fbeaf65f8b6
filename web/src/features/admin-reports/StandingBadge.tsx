import type { CourseReportLearner } from '@academy/contracts';
import { Badge } from '@academy/ui-kit';
import { learnerStanding } from './report-format.ts';

const TONE = { Completed: 'success', 'In progress': 'info', 'Not started': 'neutral' } as const;

/** Completed, In progress or Not started, as a badge. */
export function StandingBadge({ learner }: { learner: CourseReportLearner }) {
  const standing = learnerStanding(learner);
  return <Badge tone={TONE[standing]}>{standing}</Badge>;
}
