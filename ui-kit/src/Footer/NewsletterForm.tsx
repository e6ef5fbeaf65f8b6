import { type FormEvent, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Footer.module.css';

export const NEWSLETTER_EMAIL_MAX_LENGTH = 100;

export function NewsletterForm({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const text = useKitText();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubscribe(email.trim());
    setEmail('');
    setSubscribed(true);
  };
  return (
    <form className={styles.newsletter} onSubmit={submit} aria-label={text.newsletter}>
      <div className={styles.newsletterRow}>
        <TextField
          label={text.subscribeToNewsletter}
          type="email"
          name="email"
          placeholder={text.emailExample}
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
        <Button type="submit">{text.go}</Button>
      </div>
      <p role="status" className={styles.newsletterStatus}>
        {subscribed ? text.thanksForSubscribing : ''}
      </p>
    </form>
  );
}
