import { Alert, BookIcon, Button, Card, EmptyState, Group, Spinner, Stack, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
import { useCourseDetailsQuery } from '../courses/coursesApi.ts';
import common from './admin-courses.module.css';
import { useCreateModuleMutation, useOrderModulesMutation } from './adminCoursesApi.ts';
import { ModuleCard } from './ModuleCard.tsx';

function AddModuleForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [createModule, { isLoading }] = useCreateModuleMutation();
  const [title, setTitle] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const reply = await withProgressToast(createModule({ courseId, title: title.trim() }).unwrap(), {
      loading: t('adminCourses.addingModule'),
      success: t('adminCourses.moduleAdded'),
      error: t('adminCourses.failedToAddModule'),
    });
    if (reply) setTitle('');
  };
  return (
    <Group as="form" gap="3" align="end" className={common.inlineForm} onSubmit={submit}>
      <TextField
        label={t('adminCourses.newModuleTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" busy={isLoading} busyText={t('adminCourses.adding')} disabled={!title.trim()}>
        {t('adminCourses.addModule')}
      </Button>
    </Group>
  );
}

/** The editor's content tab: modules in learning order, each with its documents, videos and quizzes. */
export function ModulesEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useCourseDetailsQuery(courseId);
  const [orderModules, { isLoading: moving }] = useOrderModulesMutation();
  const modules = [...(data?.modules ?? [])].sort((a, b) => a.position - b.position);

  const move = (index: number, direction: -1 | 1) => {
    const ids = modules.map(({ id }) => id);
    const other = index + direction;
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
    void withProgressToast(orderModules({ courseId, moduleIds: ids }).unwrap(), {
      loading: t('adminCourses.movingModule'),
      success: t('adminCourses.moduleOrderSaved'),
      error: t('adminCourses.failedToReorderModules'),
    });
  };

  return (
    <Stack gap="6">
      <Card padding="lg">
        <Group gap="3" justify="between" className={common.sectionHead}>
          <h2 className={textStyles.titleLg}>{t('adminCourses.modules')}</h2>
          <p className={textStyles.muted}>{t('adminCourses.modulesOrder')}</p>
        </Group>
        <AddModuleForm courseId={courseId} />
      </Card>
      {isLoading ? (
        <Spinner label={t('adminCourses.loadingModules')} />
      ) : error ? (
        <Alert tone="destructive" title={t('adminCourses.failedToLoadDetails')} />
      ) : modules.length === 0 ? (
        <EmptyState
          icon={<BookIcon />}
          title={t('adminCourses.noModulesYet')}
          description={t('adminCourses.addFirstModule')}
        />
      ) : (
        <Stack as="ol" aria-label={t('adminCourses.modules')}>
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
        </Stack>
      )}
    </Stack>
  );
}
