import { Button, Card, MailIcon, toast } from '@academy/ui-kit';
import { Link } from 'react-router';
import styles from './SupportCard.module.css';
import { SUPPORT_MAILTO } from './support-contact.ts';

/** The help option: write to support by e-mail, or use the contact page (unless already there). */
export function SupportCard({ withContactLink = true }: { withContactLink?: boolean }) {
  return (
    <Card className={styles.card}>
      <span className={styles.icon}>
        <MailIcon />
      </span>
      <h2 className={styles.title}>Need help?</h2>
      <p className={styles.text}>Write to our support team. We usually reply within a few hours.</p>
      <div className={styles.actions}>
        <Button asChild size="sm">
          <a href={SUPPORT_MAILTO} onClick={() => toast.plain('Opening email client...')}>
            Email support
          </a>
        </Button>
        {withContactLink ? (
          <Button asChild size="sm" variant="secondary">
            <Link to="/contact">Contact page</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
