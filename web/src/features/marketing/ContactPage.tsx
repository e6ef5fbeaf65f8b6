import { Card, Grid, Split, Stack, UserIcon } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import tileStyles from '../../shared/tile.module.css';
import { OFFICES } from '../support/offices.ts';
import { SupportCard } from '../support/SupportCard.tsx';
import { SUPPORT_EMAIL } from '../support/support-contact.ts';
import styles from './marketing.module.css';
import '../../shared/i18n/en-screens/marketing.ts';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('marketing.contactUs')}
        title={t('marketing.weReHereToHelp')}
        subtitle={t('marketing.questionsAboutACourseA')}
      />
      <Split columns="3fr 2fr" from="56rem">
        <Grid fit minItemWidth="15rem">
          <SupportCard withContactLink={false} />
          <Card>
            <span className={`${tileStyles.tile} ${styles.icon}`}>
              <UserIcon />
            </span>
            <h2 className={styles.cardTitle}>{t('marketing.salesAndPartnerships')}</h2>
            <p className={textStyles.muted}>
              {t('marketing.trainingForYourTeamWrite')}{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> {t('marketing.andMentionTheNumberOf')}
            </p>
          </Card>
        </Grid>
        <Card>
          <h2 className={styles.sectionTitle}>{t('marketing.ourOffices')}</h2>
          <Stack gap="4" as="ul">
            {OFFICES.map((office) => (
              <li key={office.city} className={styles.office}>
                <strong>{office.city}</strong>
                <span className={textStyles.mutedSmall}>{office.address}</span>
              </li>
            ))}
          </Stack>
        </Card>
      </Split>
    </PageContainer>
  );
}
