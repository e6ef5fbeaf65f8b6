import type { CourseReportLearner } from '@academy/contracts';
import { Badge } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { learnerStanding } from './report-format.ts';

const TONE = { Completed: 'success', 'In progress': 'info', 'Not started': 'neutral' } as const;
const TEXT = {
  Completed: 'adminReports.completed',
  'In progress': 'adminReports.inProgress',
  'Not started': 'adminReports.notStarted',
} as const;

/** Completed, In progress or Not started, as a badge. */
export function StandingBadge({ learner }: { learner: CourseReportLearner }) {
  const { t } = useTranslation();
  const standing = learnerStanding(learner);
  return <Badge tone={TONE[standing]}>{t(TEXT[standing])}</Badge>;
}
