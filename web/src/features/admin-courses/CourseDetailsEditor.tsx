import type { Course } from '@academy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { useReplaceThumbnailMutation, useUpdateCourseMutation } from './adminCoursesApi.ts';
import { CourseForm } from './CourseForm.tsx';
import { type CourseCreateForm, courseFormOf, updateBodyOf } from './course-form.ts';

/** The editor's details tab: the course's fields and a thumbnail replacement. */
export function CourseDetailsEditor({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [updateCourse, update] = useUpdateCourseMutation();
  const [replaceThumbnail, replace] = useReplaceThumbnailMutation();
  // A new key after a save clears the chosen thumbnail file from the form.
  const [saves, setSaves] = useState(0);

  const save = async (fields: CourseCreateForm, thumbnail: File | null) => {
    const work = async () => {
      const reply = await updateCourse({ id: course.id, body: updateBodyOf(fields) }).unwrap();
      if (thumbnail) return replaceThumbnail({ id: course.id, thumbnail }).unwrap();
      return reply;
    };
    const saved = await withProgressToast(work(), {
      loading: t('adminCourses.savingCourse'),
      success: t('adminCourses.courseSaved'),
      error: t('adminCourses.failedToUpdateCourse'),
    });
    if (saved) setSaves((count) => count + 1);
  };

  return (
    <CourseForm
      key={saves}
      initialValues={courseFormOf(course)}
      currentThumbnailUrl={thumbnailUrl(course.thumbnail_path) ?? ''}
      submitLabel={t('adminCourses.saveChanges')}
      busyText={t('adminCourses.saving')}
      busy={update.isLoading || replace.isLoading}
      onSubmit={save}
    />
  );
}
