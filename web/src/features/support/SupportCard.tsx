import { Button, Card, Group, MailIcon, toast } from '@academy/ui-kit';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-component.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import styles from './SupportCard.module.css';
import { SUPPORT_MAILTO } from './support-contact.ts';

const LiveChatDialog = lazyComponent(() => import('./LiveChatDialog.tsx'), 'LiveChatDialog');

/** The help option: live chat with support, e-mail, or the contact page (unless already there). */
export function SupportCard({ withContactLink = true }: { withContactLink?: boolean }) {
  const signedIn = useAppSelector(({ auth }) => auth.user !== null);
  const location = useLocation();
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <Card className={styles.card}>
      <span className={styles.icon}>
        <MailIcon />
      </span>
      <h2 className={styles.title}>Need help?</h2>
      <p className={styles.text}>Chat or write to our support team. We usually reply within a few hours.</p>
      <Group gap="2" align="stretch">
        {signedIn ? (
          <Button
            size="sm"
            onClick={() => {
              toast.plain('Opening live chat...');
              setChatOpen(true);
            }}
          >
            Live chat
          </Button>
        ) : (
          <ButtonLink to="/login" state={{ from: location }} size="sm">
            Log in to chat
          </ButtonLink>
        )}
        <Button asChild size="sm" variant="secondary">
          <a href={SUPPORT_MAILTO} onClick={() => toast.plain('Opening email client...')}>
            Email support
          </a>
        </Button>
        {withContactLink ? (
          <ButtonLink to="/contact" size="sm" variant="secondary">
            Contact page
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
