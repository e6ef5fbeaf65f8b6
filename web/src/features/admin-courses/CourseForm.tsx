import { FileDropzone, Grid, Select, Stack, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../shared/form.module.css';
import pageStyles from '../../shared/page.module.css';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import textStyles from '../../shared/text.module.css';
import common from './admin-courses.module.css';
import styles from './CourseForm.module.css';
import {
  type CourseCreateForm,
  type CourseFormErrors,
  type CourseFormValues,
  LEVELS,
  validateCourseForm,
} from './course-form.ts';
import { FormProblem } from './FormProblem.tsx';

const MB = 1024 * 1024;
export const THUMBNAIL_TYPES = 'image/png,image/jpeg,image/webp';

export interface CourseFormProps {
  initialValues: CourseFormValues;
  /** The thumbnail the course has now; a new course has none and must be given one. */
  currentThumbnailUrl?: string;
  submitLabel: string;
  busyText: string;
  busy: boolean;
  onSubmit: (fields: CourseCreateForm, thumbnail: File | null) => void;
}

/** The course's fields and thumbnail, for creating and for editing a course. */
export function CourseForm({
  initialValues,
  currentThumbnailUrl,
  submitLabel,
  busyText,
  busy,
  onSubmit,
}: CourseFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CourseFormErrors & { thumbnail?: string }>({});
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const isNew = currentThumbnailUrl === undefined;

  const field = (name: Exclude<keyof CourseFormValues, 'level'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCourseForm(values);
    const thumbnailError = isNew && !thumbnail ? t('adminCourses.chooseThumbnail') : undefined;
    setErrors({ ...checked.errors, thumbnail: thumbnailError });
    if (checked.fields && !thumbnailError) onSubmit(checked.fields, thumbnail);
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit} noValidate>
      <div className={formStyles.fields}>
        <TextField label={t('adminCourses.title')} {...field('title')} maxLength={200} required />
        <TextField
          label={t('adminCourses.category')}
          {...field('category')}
          hint={t('adminCourses.categoryHint')}
          required
        />
        <TextArea
          label={t('adminCourses.description')}
          {...field('description')}
          rows={5}
          className={formStyles.wide}
          required
        />
        <TextField label={t('adminCourses.instructor')} {...field('createdBy')} required />
        <Select
          label={t('adminCourses.level')}
          name="level"
          options={LEVELS.map((level) => ({ value: level, label: t(`adminCourses.level_${level}`) }))}
          value={values.level}
          hint={t('adminCourses.levelHint')}
          onValueChange={(level) => setValues({ ...values, level: level as CourseFormValues['level'] })}
        />
        <Grid columns={2}>
          <TextField label={t('adminCourses.priceRupees')} inputMode="decimal" {...field('price')} required />
          <TextField
            label={t('adminCourses.originalPriceRupees')}
            inputMode="decimal"
            hint={t('adminCourses.originalPriceHint')}
            {...field('originalPrice')}
          />
        </Grid>
      </div>
      <Stack gap="3">
        {currentThumbnailUrl ? (
          <figure className={`${textStyles.muted} ${styles.currentThumbnail}`}>
            <img src={currentThumbnailUrl} alt={t('adminCourses.currentThumbnail')} />
            <figcaption>{t('adminCourses.currentThumbnail')}</figcaption>
          </figure>
        ) : null}
        <FileDropzone
          label={t(isNew ? 'adminCourses.thumbnail' : 'adminCourses.replaceThumbnail')}
          accept={THUMBNAIL_TYPES}
          maxSizeBytes={5 * MB}
          hint={t('adminCourses.thumbnailHint')}
          onFileChange={setThumbnail}
        />
        <FormProblem problem={errors.thumbnail} />
      </Stack>
      <SubmitRow className={`${pageStyles.ruledAbove} ${common.formActions}`} busy={busy} busyText={busyText}>
        {submitLabel}
      </SubmitRow>
    </Stack>
  );
}
