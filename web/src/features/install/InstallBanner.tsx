import { Group, InstallPrompt } from '@academy/ui-kit';
import { useState } from 'react';
import { isIosDevice } from './device.ts';
import styles from './InstallBanner.module.css';
import { installPromptDismissed, rememberInstallPromptDismissed } from './install-dismissal.ts';
import { acceptInstallOffer, useInstallOffer } from './install-offer.ts';

/**
 * The mobile install prompt. iOS gets the manual guide (Safari offers no install event); other phones get
 * 'Install Now' once the browser has offered installing. It sits in the page's flow under the header, so it
 * never covers a button, and a dismissal is remembered.
 */
export function InstallBanner() {
  const { offer, installed } = useInstallOffer();
  const [dismissed, setDismissed] = useState(installPromptDismissed);
  const ios = isIosDevice();
  if (dismissed || installed || (!ios && offer === null)) return null;
  return (
    <Group gap="0" align="stretch" justify="center" wrap={false} className={styles.banner}>
      <InstallPrompt
        variant={ios ? 'ios' : 'android'}
        onInstall={() => void acceptInstallOffer()}
        onDismiss={() => {
          rememberInstallPromptDismissed();
          setDismissed(true);
        }}
      />
    </Group>
  );
}
