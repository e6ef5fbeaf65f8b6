import { type FormEvent, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import styles from './Footer.module.css';

export const NEWSLETTER_EMAIL_MAX_LENGTH = 100;

export function NewsletterForm({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubscribe(email.trim());
    setEmail('');
    setSubscribed(true);
  };
  return (
    <form className={styles.newsletter} onSubmit={submit} aria-label="Newsletter">
      <div className={styles.newsletterRow}>
        <TextField
          label="Subscribe to our newsletter"
          type="email"
          name="email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSubscribed(false);
          }}
          className={styles.newsletterField}
        />
        <Button type="submit">Go</Button>
      </div>
      <p role="status" className={styles.newsletterStatus}>
        {subscribed ? 'Thanks for subscribing!' : ''}
      </p>
    </form>
  );
}
