import { Button } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths/paths.ts';
import { ButtonLink } from '../../../shared/ButtonLink.tsx';
import '../../../shared/i18n/en-screens/learning.ts';

interface Props {
  /** Attempts the learner has left after this one. */
  remaining: number;
  onAgain: () => void;
}

/** After a scored attempt, quiz or timed exam: 'Try Again' while attempts remain, and the way to every result. */
export function AfterAttemptActions({ remaining, onAgain }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {remaining > 0 ? (
        <Button type="button" variant="secondary" onClick={onAgain}>
          {t('learning.tryAgain')}
        </Button>
      ) : null}
      <ButtonLink to={paths.result} variant="ghost">
        {t('learning.seeAllResults')}
      </ButtonLink>
    </>
  );
}
