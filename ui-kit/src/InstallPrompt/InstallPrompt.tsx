import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons/frame-icons.tsx';
import styles from './InstallPrompt.module.css';

export interface InstallPromptProps {
  /** Android (and other browsers that offer installing) or iOS, where Safari only allows it by hand. */
  variant: 'android' | 'ios';
  /** Called by 'Install Now' (android): show the browser's install offer. */
  onInstall?: () => void;
  onDismiss: () => void;
}

const iosSteps = [
  'Open this page in Safari.',
  'Tap the Share button.',
  'Scroll down and tap Add to Home Screen.',
  'Tap Add.',
];

/** Offers installing the app on the home screen. Whether and when to show it is the caller's decision. */
export function InstallPrompt({ variant, onInstall, onDismiss }: InstallPromptProps) {
  const [guideOpen, setGuideOpen] = useState(false);
  const titleId = useId();
  const guideId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-variant={variant}>
      <div className={styles.heading}>
        <span className={styles.logo} aria-hidden="true">
          A
        </span>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {variant === 'ios' ? 'Install on iOS' : 'Install App'}
          </h2>
          <p className={styles.description}>
            Add Academy to your home screen to get back to your courses in one tap.
          </p>
        </div>
        <IconButton label="Dismiss" icon={<CloseIcon />} size="sm" onClick={onDismiss} />
      </div>
      {variant === 'android' ? (
        <Button fullWidth onClick={onInstall}>
          Install Now
        </Button>
      ) : (
        <>
          <Button
            fullWidth
            variant="secondary"
            aria-expanded={guideOpen}
            aria-controls={guideId}
            onClick={() => setGuideOpen((open) => !open)}
          >
            Show Installation Guide
          </Button>
          <ol id={guideId} className={styles.steps} hidden={!guideOpen}>
            {iosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
