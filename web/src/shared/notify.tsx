import { Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { say } from './i18n/messages.ts';
import textStyles from './text.module.css';
import { toast } from './toast.ts';

/** A toast with a bold title and a second line, e.g. "Passwords don't match" / "Please ensure…". */
export function notify(kind: 'success' | 'error', title: string, description: string): void {
  toast[kind](<NotifyMessage title={title} description={description} />);
}

/**
 * Translated as it renders, not when the toast is made: saving a profile in Hindi makes the toast
 * just before the language switches, and it should show in the new language.
 */
function NotifyMessage({ title, description }: { title: string; description: string }) {
  useTranslation(); // re-renders on a language change
  return (
    <Stack as="span" gap="0-5">
      <strong>{say(title)}</strong>
      <span className={textStyles.mutedSmall}>{say(description)}</span>
    </Stack>
  );
}
