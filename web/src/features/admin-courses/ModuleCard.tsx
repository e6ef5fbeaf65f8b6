import type { CourseDetails } from '@academy/contracts';
import { Button, Card, ChevronDownIcon, Group, IconButton, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
import tileStyles from '../../shared/tile.module.css';
import { AddDocumentDialog } from './AddDocumentDialog.tsx';
import { AddQuizDialog } from './AddQuizDialog.tsx';
import { AddVideoDialog } from './AddVideoDialog.tsx';
import common from './admin-courses.module.css';
import { useDeleteModuleMutation, useRenameModuleMutation } from './adminCoursesApi.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import styles from './ModuleCard.module.css';
import { ModuleContentList } from './ModuleContentList.tsx';

type DetailsModule = CourseDetails['modules'][number];

export interface ModuleCardProps {
  courseId: number;
  module: DetailsModule;
  /** The module's place in the course, from 0. */
  index: number;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  moving: boolean;
}

function RenameForm({
  courseId,
  module,
  onDone,
}: {
  courseId: number;
  module: DetailsModule;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [renameModule, { isLoading }] = useRenameModuleMutation();
  const [title, setTitle] = useState(module.title);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const reply = await withProgressToast(
      renameModule({ courseId, moduleId: module.id, title: title.trim() }).unwrap(),
      {
        loading: t('adminCourses.renamingModule'),
        success: t('adminCourses.moduleRenamed'),
        error: t('adminCourses.failedToRenameModule'),
      },
    );
    if (reply) onDone();
  };
  return (
    <Group as="form" gap="3" align="end" className={common.inlineForm} onSubmit={submit}>
      <TextField
        label={t('adminCourses.moduleTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoFocus
      />
      <Button type="submit" size="sm" busy={isLoading} busyText={t('adminCourses.saving')}>
        {t('adminCourses.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('adminCourses.cancel')}
      </Button>
    </Group>
  );
}

/** One module in the editor: rename, move, delete, and its content with the ways to add more. */
export function ModuleCard({ courseId, module, index, isLast, onMove, moving }: ModuleCardProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [deleteModule] = useDeleteModuleMutation();
  return (
    <li>
      <Card padding="lg">
        {renaming ? (
          <RenameForm courseId={courseId} module={module} onDone={() => setRenaming(false)} />
        ) : (
          <Group gap="3">
            <span className={`${tileStyles.tile} ${styles.moduleNumber}`} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={`${textStyles.titleMd} ${styles.moduleTitle}`}>{module.title}</h3>
            <Group gap="1" align="stretch">
              <IconButton
                label={t('adminCourses.moveUp', { title: module.title })}
                icon={<ChevronDownIcon className={common.flipped} />}
                disabled={index === 0 || moving}
                onClick={() => onMove(-1)}
              />
              <IconButton
                label={t('adminCourses.moveDown', { title: module.title })}
                icon={<ChevronDownIcon />}
                disabled={isLast || moving}
                onClick={() => onMove(1)}
              />
              <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
                {t('adminCourses.rename')}
              </Button>
              <ConfirmDeleteButton
                what="module"
                name={module.title}
                description={t('adminCourses.moduleRemoved', { title: module.title })}
                remove={() => deleteModule({ courseId, moduleId: module.id }).unwrap()}
              />
            </Group>
          </Group>
        )}
        <ModuleContentList courseId={courseId} module={module} />
        <Group align="stretch">
          <AddDocumentDialog courseId={courseId} moduleId={module.id} />
          <AddVideoDialog courseId={courseId} moduleId={module.id} />
          <AddQuizDialog courseId={courseId} moduleId={module.id} />
        </Group>
      </Card>
    </li>
  );
}
