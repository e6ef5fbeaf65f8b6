import type { MouseEvent } from 'react';
import { useKitText } from '../text/KitText.tsx';
import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  /** The id of the page's main content. @default 'main' */
  targetId?: string;
  /** @default the kit's text `skipToContent` ('Skip to content') */
  label?: string;
}

/**
 * The first thing a keyboard user reaches: hidden until focused, it moves focus past the header to the
 * page's content. Focus is moved by hand so the URL (and a client-side router) never sees a fragment.
 */
export function SkipLink({ targetId = 'main', label }: SkipLinkProps) {
  const text = useKitText();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={skip}>
      {label ?? text.skipToContent}
    </a>
  );
}
