import { ArrowLeftIcon, Group, IconButton, SidebarIcon, ThemeToggle } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { useTheme } from '../theme/theme.ts';
import styles from './LearningHeader.module.css';
import '../../shared/i18n/en-screens/learning.ts';
import textStyles from '../../shared/text.module.css';

interface Props {
  title: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function LearningHeader({ title, sidebarOpen, onToggleSidebar }: Props) {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <Group gap="3" wrap={false} as="header" className={styles.header}>
      <Link to={paths.studentDashboard} className={`${textStyles.mutedSmall} ${styles.back}`}>
        <ArrowLeftIcon />
        <span className={styles.backText}>{t('learning.dashboard')}</span>
      </Link>
      <h1 className={`${textStyles.titleLg} ${styles.courseTitle}`}>{title}</h1>
      <Group gap="1" wrap={false}>
        <ThemeToggle theme={theme} onThemeChange={setTheme} />
        <IconButton
          className={styles.sidebarToggle}
          label={sidebarOpen ? t('learning.hideCourseContent') : t('learning.showCourseContent')}
          icon={<SidebarIcon />}
          aria-expanded={sidebarOpen}
          aria-controls="course-sidebar"
          onClick={onToggleSidebar}
        />
      </Group>
    </Group>
  );
}
