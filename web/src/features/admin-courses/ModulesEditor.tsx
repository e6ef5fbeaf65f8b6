import { Alert, BookIcon, Button, Card, EmptyState, Spinner, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useCourseDetailsQuery } from '../courses/coursesApi.ts';
import common from './admin-courses.module.css';
import { useCreateModuleMutation, useOrderModulesMutation } from './adminCoursesApi.ts';
import { ModuleCard } from './ModuleCard.tsx';
import styles from './ModulesEditor.module.css';

function AddModuleForm({ courseId }: { courseId: number }) {
  const [createModule, { isLoading }] = useCreateModuleMutation();
  const [title, setTitle] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const reply = await withProgressToast(createModule({ courseId, title: title.trim() }).unwrap(), {
      loading: 'Adding the module...',
      success: 'Module added',
      error: 'Failed to add module',
    });
    if (reply) setTitle('');
  };
  return (
    <form className={common.inlineForm} onSubmit={submit}>
      <TextField label="New module title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <Button type="submit" busy={isLoading} busyText="Adding..." disabled={!title.trim()}>
        Add module
      </Button>
    </form>
  );
}

/** The editor's content tab: modules in learning order, each with its documents, videos and quizzes. */
export function ModulesEditor({ courseId }: { courseId: number }) {
  const { data, isLoading, error } = useCourseDetailsQuery(courseId);
  const [orderModules, { isLoading: moving }] = useOrderModulesMutation();
  const modules = [...(data?.modules ?? [])].sort((a, b) => a.position - b.position);

  const move = (index: number, direction: -1 | 1) => {
    const ids = modules.map(({ id }) => id);
    const other = index + direction;
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
    void withProgressToast(orderModules({ courseId, moduleIds: ids }).unwrap(), {
      loading: 'Moving the module...',
      success: 'Module order saved',
      error: 'Failed to reorder modules',
    });
  };

  return (
    <div className={common.stack}>
      <Card padding="lg">
        <div className={common.sectionHead}>
          <h2 className={common.sectionTitle}>Modules</h2>
          <p className={common.muted}>Learners take them in this order.</p>
        </div>
        <AddModuleForm courseId={courseId} />
      </Card>
      {isLoading ? (
        <Spinner label="Loading modules" />
      ) : error ? (
        <Alert tone="destructive" title="Failed to load course details" />
      ) : modules.length === 0 ? (
        <EmptyState icon={<BookIcon />} title="No modules yet" description="Add the first module above." />
      ) : (
        <ol className={styles.modules} aria-label="Modules">
          {modules.map((module, index) => (
            <ModuleCard
              key={module.id}
              courseId={courseId}
              module={module}
              index={index}
              isLast={index === modules.length - 1}
              onMove={(direction) => move(index, direction)}
              moving={moving}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
