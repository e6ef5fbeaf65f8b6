import { activeLocale, i18n } from '../../../shared/i18n/i18n.ts';
import { say } from '../../../shared/i18n/messages.ts';
import '../../../shared/i18n/en-screens/learning.ts';

/** '3 hours', '1 hour 30 minutes', '1 minute' (in the language on screen): how long a timed quiz runs. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(activeLocale(), { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

const SAVE_STATUS = {
  saving: 'learning.answersSaving',
  saved: 'learning.answersSaved',
  offline: 'learning.answersKeptOnDevice',
} as const;

/** What the learner reads about their answers' safety; a refusal is the server's own sentence, as `say` has it. */
export function saveStatusText(
  status: 'idle' | 'saving' | 'saved' | 'offline' | 'refused',
  refusal: string | null,
) {
  if (status === 'idle') return '';
  if (status === 'refused') return refusal ? say(refusal) : i18n.t('learning.answersNotSaved');
  return i18n.t(SAVE_STATUS[status]);
}

/** What the learner is told once an administrator has given their running attempt more time (null: none). */
export function extensionNotice(extendedMinutes: number): string | null {
  if (extendedMinutes <= 0) return null;
  return i18n.t('learning.timeExtendedBy', { count: extendedMinutes });
}
