import { InstallPrompt } from '@academy/ui-kit';
import { useState } from 'react';
import { isIosDevice } from './device.ts';
import styles from './InstallBanner.module.css';
import { acceptInstallOffer, useInstallOffer } from './install-offer.ts';

/**
 * The mobile install prompt. iOS gets the manual guide (Safari offers no install event); other phones get
 * 'Install Now' once the browser has offered installing.
 */
export function InstallBanner() {
  const { offer, installed } = useInstallOffer();
  const [dismissed, setDismissed] = useState(false);
  const ios = isIosDevice();
  if (dismissed || installed || (!ios && offer === null)) return null;
  return (
    <div className={styles.banner}>
      <InstallPrompt
        variant={ios ? 'ios' : 'android'}
        onInstall={() => void acceptInstallOffer()}
        onDismiss={() => setDismissed(true)}
      />
    </div>
  );
}
