import { activeLocale, i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/progress.ts';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '5 minutes ago', 'yesterday'; anything under a minute is 'just now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of STEPS) {
    if (elapsed >= size)
      return new Intl.RelativeTimeFormat(activeLocale(), { numeric: 'auto' }).format(
        -Math.floor(elapsed / size),
        unit,
      );
  }
  return i18n.t('progress.justNow');
}
