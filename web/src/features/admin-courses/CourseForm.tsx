import { FileDropzone, Select, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
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
    const thumbnailError = isNew && !thumbnail ? 'Choose a thumbnail image' : undefined;
    setErrors({ ...checked.errors, thumbnail: thumbnailError });
    if (checked.fields && !thumbnailError) onSubmit(checked.fields, thumbnail);
  };

  return (
    <form className={common.form} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <TextField label="Title" {...field('title')} maxLength={200} required />
        <TextField label="Category" {...field('category')} hint="e.g. Forensics or Security" required />
        <TextArea label="Description" {...field('description')} rows={5} className={styles.wide} required />
        <TextField label="Instructor (created by)" {...field('createdBy')} required />
        <Select
          label="Level"
          name="level"
          options={LEVELS}
          value={values.level}
          hint="Learners filter the course list by it"
          onValueChange={(level) => setValues({ ...values, level: level as CourseFormValues['level'] })}
        />
        <div className={styles.priceFields}>
          <TextField label="Price (₹)" inputMode="decimal" {...field('price')} required />
          <TextField
            label="Original price (₹)"
            inputMode="decimal"
            hint="Shown struck through; leave empty for no discount"
            {...field('originalPrice')}
          />
        </div>
      </div>
      <div className={styles.thumbnailField}>
        {currentThumbnailUrl ? (
          <figure className={styles.currentThumbnail}>
            <img src={currentThumbnailUrl} alt="Current thumbnail" />
            <figcaption>Current thumbnail</figcaption>
          </figure>
        ) : null}
        <FileDropzone
          label={isNew ? 'Thumbnail' : 'Replace thumbnail'}
          accept={THUMBNAIL_TYPES}
          maxSizeBytes={5 * MB}
          hint="PNG, JPEG or WebP up to 5 MB; 16:9 looks best"
          onFileChange={setThumbnail}
        />
        <FormProblem problem={errors.thumbnail} />
      </div>
      <SubmitRow className={common.formActions} busy={busy} busyText={busyText}>
        {submitLabel}
      </SubmitRow>
    </form>
  );
}
