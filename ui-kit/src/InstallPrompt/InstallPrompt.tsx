import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons/frame-icons.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './InstallPrompt.module.css';

export interface InstallPromptProps {
  /** Android (and other browsers that offer installing) or iOS, where Safari only allows it by hand. */
  variant: 'android' | 'ios';
  /** Called by 'Install Now' (android): show the browser's install offer. */
  onInstall?: () => void;
  onDismiss: () => void;
}

/** Offers installing the app on the home screen. Whether and when to show it is the caller's decision. */
export function InstallPrompt({ variant, onInstall, onDismiss }: InstallPromptProps) {
  const text = useKitText();
  const iosSteps = [
    text.iosStepOpenInSafari,
    text.iosStepTapShare,
    text.iosStepAddToHomeScreen,
    text.iosStepTapAdd,
  ];
  const [guideOpen, setGuideOpen] = useState(false);
  const titleId = useId();
  const guideId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-variant={variant}>
      <div className={styles.heading}>
        <span className={styles.logo} aria-hidden="true">
          {text.brand.charAt(0)}
        </span>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {variant === 'ios' ? text.installOnIos : text.installApp}
          </h2>
          <p className={styles.description}>{text.installWhy}</p>
        </div>
        <IconButton label={text.dismiss} icon={<CloseIcon />} size="sm" onClick={onDismiss} />
      </div>
      {variant === 'android' ? (
        <Button fullWidth onClick={onInstall}>
          {text.installNow}
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
            {text.showInstallationGuide}
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
