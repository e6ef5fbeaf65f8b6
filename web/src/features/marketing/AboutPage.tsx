import { BookIcon, Card, CheckIcon, GlobeIcon, Grid, UserIcon } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import textStyles from '../../shared/text.module.css';
import tileStyles from '../../shared/tile.module.css';
import styles from './marketing.module.css';
import '../../shared/i18n/en-screens/marketing.ts';

/** Title and text are keys, shown through `t`. */
const PILLARS = [
  {
    Icon: BookIcon,
    title: 'marketing.pillarPractitioners',
    text: 'marketing.pillarPractitionersText',
  },
  {
    Icon: CheckIcon,
    title: 'marketing.pillarCertificates',
    text: 'marketing.pillarCertificatesText',
  },
  {
    Icon: GlobeIcon,
    title: 'marketing.pillarAnywhere',
    text: 'marketing.pillarAnywhereText',
  },
  {
    Icon: UserIcon,
    title: 'marketing.pillarEveryone',
    text: 'marketing.pillarEveryoneText',
  },
];

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('marketing.practicalSkillsTaughtByThe')}</h1>
        <p className={styles.heroText}>{t('marketing.academyIsTheLearningPlatform')}</p>
      </section>
      <PageContainer>
        <Grid fit minItemWidth="15rem">
          {PILLARS.map(({ Icon, title, text }) => (
            <Card key={title}>
              <span className={`${tileStyles.tile} ${styles.icon}`}>
                <Icon />
              </span>
              <h2 className={styles.cardTitle}>{t(title)}</h2>
              <p className={textStyles.muted}>{t(text)}</p>
            </Card>
          ))}
        </Grid>
        <section className={styles.section}>
          <Card padding="lg">
            <h2 className={styles.sectionTitle}>{t('marketing.readyToStart')}</h2>
            <p className={textStyles.muted}>{t('marketing.createAFreeAccountAnd')}</p>
            <p>
              <ButtonLink to={paths.signup}>{t('marketing.createYourAccount')}</ButtonLink>
            </p>
          </Card>
        </section>
      </PageContainer>
    </>
  );
}
