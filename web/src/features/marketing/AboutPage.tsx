import { BookIcon, Card, CheckIcon, GlobeIcon, UserIcon } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import styles from './marketing.module.css';
import '../../shared/i18n/en-screens/marketing.ts';

const PILLARS = [
  {
    Icon: BookIcon,
    title: 'Courses built by practitioners',
    text: 'Every course is written by engineers who use the tools every day, with documents, videos and quizzes.',
  },
  {
    Icon: CheckIcon,
    title: 'Certificates that mean something',
    text: 'Pass every assessment to earn a downloadable certificate that anyone can verify online.',
  },
  {
    Icon: GlobeIcon,
    title: 'Learn anywhere, at your pace',
    text: 'Self-paced learning on any device, with your progress saved as you go.',
  },
  {
    Icon: UserIcon,
    title: 'For students and professionals',
    text: 'From first steps to industry certifications, the catalogue grows with your career.',
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
        <div className={styles.grid}>
          {PILLARS.map(({ Icon, title, text }) => (
            <Card key={title}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <h2 className={styles.cardTitle}>{title}</h2>
              <p className={styles.cardText}>{text}</p>
            </Card>
          ))}
        </div>
        <section className={styles.section}>
          <Card padding="lg">
            <h2 className={styles.sectionTitle}>{t('marketing.readyToStart')}</h2>
            <p className={styles.cardText}>{t('marketing.createAFreeAccountAnd')}</p>
            <p>
              <ButtonLink to="/signup">{t('marketing.createYourAccount')}</ButtonLink>
            </p>
          </Card>
        </section>
      </PageContainer>
    </>
  );
}
