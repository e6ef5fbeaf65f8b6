import { Card, Split, Stack, UserIcon } from '@academy/ui-kit';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { OFFICES } from '../support/offices.ts';
import { SupportCard } from '../support/SupportCard.tsx';
import { SUPPORT_EMAIL } from '../support/support-contact.ts';
import styles from './marketing.module.css';

export function ContactPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Contact us"
        title="We're here to help"
        subtitle="Questions about a course, a payment or your certificate? Get in touch and we will get back to you within a few hours."
      />
      <Split columns="3fr 2fr" from="56rem">
        <div className={styles.grid}>
          <SupportCard withContactLink={false} />
          <Card>
            <span className={styles.icon}>
              <UserIcon />
            </span>
            <h2 className={styles.cardTitle}>Sales and partnerships</h2>
            <p className={styles.cardText}>
              Training for your team? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and
              mention the number of seats.
            </p>
          </Card>
        </div>
        <Card>
          <h2 className={styles.sectionTitle}>Our offices</h2>
          <Stack gap="4" as="ul">
            {OFFICES.map((office) => (
              <li key={office.city} className={styles.office}>
                <strong>{office.city}</strong>
                <span>{office.address}</span>
              </li>
            ))}
          </Stack>
        </Card>
      </Split>
    </PageContainer>
  );
}
