import { useId, useState } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Footer.module.css';

export interface FooterOffice {
  city: string;
  address: string;
}

export function OfficeList({ offices, visibleCount }: { offices: FooterOffice[]; visibleCount: number }) {
  const text = useKitText();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? offices : offices.slice(0, visibleCount);
  return (
    <div>
      <h2 className={styles.columnTitle}>{text.ourOffices}</h2>
      <ul id={listId} className={styles.offices}>
        {shown.map((office) => (
          <li key={`${office.city}-${office.address}`}>
            <strong className={styles.officeCity}>{office.city}</strong>
            <address className={styles.officeAddress}>{office.address}</address>
          </li>
        ))}
      </ul>
      {offices.length > visibleCount ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((current) => !current)}
        >
          {text.seeAllOffices}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      ) : null}
    </div>
  );
}
