import {
  CheckIcon,
  ChevronDownIcon,
  DocumentIcon,
  QuizIcon,
  Stack,
  VideoIcon,
  visuallyHidden,
} from '@academy/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import tileStyles from '../../shared/tile.module.css';
import styles from './CourseSidebar.module.css';
import type { ContentItem, OutlineModule } from './course-outline.ts';
import { contentKey } from './course-outline.ts';
import '../../shared/i18n/en-screens/learning.ts';
import textStyles from '../../shared/text.module.css';

interface Props {
  outline: OutlineModule[];
  selected: ContentItem | null;
  onSelect: (content: ContentItem) => void;
}

const KIND_ICON: Record<ContentItem['kind'], ReactNode> = {
  document: <DocumentIcon />,
  video: <VideoIcon />,
  quiz: <QuizIcon />,
};

/** 'Course content': the modules, each opening onto its documents, videos and assessment. */
export function CourseSidebar({ outline, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const selectedKey = selected ? contentKey(selected.kind, selected.item.id) : null;
  const selectedModule = selected?.item.moduleId ?? outline[0]?.id;
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(selectedModule ? [selectedModule] : []),
  );
  const toggle = (moduleId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(moduleId)) next.add(moduleId);
      return next;
    });

  return (
    <nav aria-labelledby="course-content-title" className={styles.outline}>
      <h2 id="course-content-title" className={styles.outlineTitle}>
        {t('learning.courseContent')}
      </h2>
      <Stack gap="1" as="ol">
        {outline.map((module) => {
          const expanded = open.has(module.id);
          const panelId = `module-${module.id}-content`;
          return (
            <li key={module.id} className={styles.module}>
              <button
                type="button"
                className={styles.moduleButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(module.id)}
              >
                <span className={`${tileStyles.tile} ${styles.moduleNumber}`}>{module.number}</span>
                <span className={styles.moduleTitle}>{module.title}</span>
                <span className={`${textStyles.mutedXs} ${styles.moduleCount}`}>
                  {module.completedCount}/{module.itemCount}
                </span>
                <ChevronDownIcon className={styles.chevron} />
              </button>
              {expanded ? (
                <Stack gap="2" id={panelId} className={styles.groups}>
                  {module.groups.map((group) => (
                    <div key={group.label}>
                      <h3 className={styles.groupTitle}>
                        {group.label} <span className={styles.groupCount}>({group.items.length})</span>
                      </h3>
                      <Stack as="ul" gap="0">
                        {group.items.map((entry) => (
                          <li key={entry.key}>
                            <button
                              type="button"
                              className={styles.item}
                              aria-current={entry.key === selectedKey ? 'true' : undefined}
                              data-completed={entry.completed || undefined}
                              onClick={() => onSelect(entry.content)}
                            >
                              <span className={styles.itemNumber}>{entry.number}</span>
                              <span className={styles.itemIcon}>{KIND_ICON[entry.content.kind]}</span>
                              <span className={styles.moduleTitle}>{entry.content.item.title}</span>
                              {entry.completed ? (
                                <span className={styles.tick}>
                                  <CheckIcon />
                                  <span className={visuallyHidden}>{t('learning.completed')}</span>
                                </span>
                              ) : null}
                            </button>
                          </li>
                        ))}
                      </Stack>
                    </div>
                  ))}
                </Stack>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
