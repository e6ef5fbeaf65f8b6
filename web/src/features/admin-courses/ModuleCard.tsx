import type { CourseDetails } from '@academy/contracts';
import { Button, Card, ChevronDownIcon, IconButton, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { withProgressToast } from '../../shared/progress-toast.ts';
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
  const [renameModule, { isLoading }] = useRenameModuleMutation();
  const [title, setTitle] = useState(module.title);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const reply = await withProgressToast(
      renameModule({ courseId, moduleId: module.id, title: title.trim() }).unwrap(),
      { loading: 'Renaming the module...', success: 'Module renamed', error: 'Failed to rename module' },
    );
    if (reply) onDone();
  };
  return (
    <form className={common.inlineForm} onSubmit={submit}>
      <TextField
        label="Module title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoFocus
      />
      <Button type="submit" size="sm" busy={isLoading} busyText="Saving...">
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/** One module in the editor: rename, move, delete, and its content with the ways to add more. */
export function ModuleCard({ courseId, module, index, isLast, onMove, moving }: ModuleCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [deleteModule] = useDeleteModuleMutation();
  return (
    <li>
      <Card padding="lg">
        {renaming ? (
          <RenameForm courseId={courseId} module={module} onDone={() => setRenaming(false)} />
        ) : (
          <div className={styles.moduleHead}>
            <span className={styles.moduleNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.moduleTitle}>{module.title}</h3>
            <div className={styles.moduleActions}>
              <IconButton
                label={`Move ${module.title} up`}
                icon={<ChevronDownIcon className={styles.flipped} />}
                disabled={index === 0 || moving}
                onClick={() => onMove(-1)}
              />
              <IconButton
                label={`Move ${module.title} down`}
                icon={<ChevronDownIcon />}
                disabled={isLast || moving}
                onClick={() => onMove(1)}
              />
              <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
                Rename
              </Button>
              <ConfirmDeleteButton
                what="module"
                name={module.title}
                description={`"${module.title}" will be removed with its documents, videos and quizzes.`}
                remove={() => deleteModule({ courseId, moduleId: module.id }).unwrap()}
              />
            </div>
          </div>
        )}
        <ModuleContentList courseId={courseId} module={module} />
        <div className={styles.addButtons}>
          <AddDocumentDialog courseId={courseId} moduleId={module.id} />
          <AddVideoDialog courseId={courseId} moduleId={module.id} />
          <AddQuizDialog courseId={courseId} moduleId={module.id} />
        </div>
      </Card>
    </li>
  );
}
