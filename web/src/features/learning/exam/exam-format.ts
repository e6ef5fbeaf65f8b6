/** '3 hours', '1 hour 30 minutes', '1 minute': how long a timed quiz runs, in words. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** What the learner reads about their answers' safety. */
export function saveStatusText(
  status: 'idle' | 'saving' | 'saved' | 'offline' | 'refused',
  refusal: string | null,
) {
  switch (status) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'offline':
      return 'Offline — answers kept on this device';
    case 'refused':
      return refusal ?? 'Not saved';
    default:
      return '';
  }
}

/** What the learner is told once an administrator has given their running attempt more time (null: none). */
export function extensionNotice(extendedMinutes: number): string | null {
  if (extendedMinutes <= 0) return null;
  return `Your time was extended by ${extendedMinutes} minute${extendedMinutes === 1 ? '' : 's'}`;
}
