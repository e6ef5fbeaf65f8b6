import { Button, Card, Group, MailIcon } from '@academy/ui-kit';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-component.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import textStyles from '../../shared/text.module.css';
import tileStyles from '../../shared/tile.module.css';
import { toast } from '../../shared/toast.ts';
import styles from './SupportCard.module.css';
import { SUPPORT_MAILTO } from './support-contact.ts';
import '../../shared/i18n/en-screens/support.ts';

const LiveChatDialog = lazyComponent(() => import('./LiveChatDialog.tsx'), 'LiveChatDialog');

/** The help option: live chat with support, e-mail, or the contact page (unless already there). */
export function SupportCard({ withContactLink = true }: { withContactLink?: boolean }) {
  const signedIn = useAppSelector(({ auth }) => auth.user !== null);
  const location = useLocation();
  const [chatOpen, setChatOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Card className={styles.card}>
      <span className={`${tileStyles.tile} ${styles.icon}`}>
        <MailIcon />
      </span>
      <h2 className={textStyles.titleLg}>{t('support.needHelp')}</h2>
      <p className={`${textStyles.mutedSmall} ${styles.text}`}>{t('support.chatOrWrite')}</p>
      <Group gap="2" align="stretch">
        {signedIn ? (
          <Button
            size="sm"
            onClick={() => {
              toast.plain('Opening live chat...');
              setChatOpen(true);
            }}
          >
            {t('support.liveChat')}
          </Button>
        ) : (
          <ButtonLink to={paths.login} state={{ from: location }} size="sm">
            {t('support.logInToChat')}
          </ButtonLink>
        )}
        <Button asChild size="sm" variant="secondary">
          <a href={SUPPORT_MAILTO} onClick={() => toast.plain('Opening email client...')}>
            {t('support.emailSupport')}
          </a>
        </Button>
        {withContactLink ? (
          <ButtonLink to={paths.contact} size="sm" variant="secondary">
            {t('support.contactPage')}
          </ButtonLink>
        ) : null}
      </Group>
      {chatOpen ? (
        <Suspense fallback={null}>
          <LiveChatDialog onClose={() => setChatOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
