import type { Lecture } from '@academy/contracts';
import {
  Alert,
  Card,
  FileDropzone,
  Spinner,
  Stack,
  Table,
  type TableColumn,
  TextArea,
  TextField,
} from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../shared/actions-column.ts';
import { columnsCard } from '../../shared/columns-card.tsx';
import pageStyles from '../../shared/page.module.css';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import textStyles from '../../shared/text.module.css';
import styles from './admin-courses.module.css';
import { useAddLectureMutation, useDeleteLectureMutation, useLecturesQuery } from './adminCoursesApi.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { FormProblem } from './FormProblem.tsx';

const MB = 1024 * 1024;

function AddLectureForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [addLecture, { isLoading }] = useAddLectureMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new key after an upload empties the file field.
  const [uploads, setUploads] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !file) {
      setProblem(t('adminCourses.lectureMissing'));
      return;
    }
    setProblem(null);
    const reply = await withProgressToast(
      addLecture({ courseId, title: title.trim(), description: description.trim(), file }).unwrap(),
      {
        loading: t('adminCourses.uploadingLecture'),
        success: t('adminCourses.lectureAdded'),
        error: t('adminCourses.failedToAddLecture'),
      },
    );
    if (!reply) return;
    setTitle('');
    setDescription('');
    setFile(null);
    setUploads((count) => count + 1);
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit} noValidate>
      <TextField
        label={t('adminCourses.lectureTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea
        label={t('adminCourses.lectureDescription')}
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FileDropzone
        key={uploads}
        label={t('adminCourses.lectureFile')}
        accept=".pdf,application/pdf,video/mp4,video/webm"
        maxSizeBytes={500 * MB}
        hint={t('adminCourses.lectureFileHint')}
        onFileChange={setFile}
      />
      <FormProblem problem={problem} />
      <SubmitRow
        className={`${pageStyles.ruledAbove} ${styles.formActions}`}
        busy={isLoading}
        busyText={t('adminCourses.uploading')}
      >
        {t('adminCourses.addLecture')}
      </SubmitRow>
    </Stack>
  );
}

/** The editor's lectures tab: files attached to the course, with title and description. */
export function LecturesEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data: lectures = [], isLoading, error } = useLecturesQuery(courseId);
  const [deleteLecture] = useDeleteLectureMutation();

  const columns: TableColumn<Lecture>[] = [
    { key: 'title', header: t('adminCourses.title'), cell: (lecture) => lecture.title },
    {
      key: 'description',
      header: t('adminCourses.description'),
      cell: (lecture) => lecture.description || '—',
    },
    {
      key: 'file',
      header: t('adminCourses.file'),
      cell: (lecture) => (
        <a href={lecture.filePath} target="_blank" rel="noreferrer">
          {t(lecture.contentType === 'application/pdf' ? 'adminCourses.pdf' : 'adminCourses.video')}
        </a>
      ),
    },
    actionsColumn((lecture: Lecture) => (
      <ConfirmDeleteButton
        what="lecture"
        name={lecture.title}
        description={t('adminCourses.lectureRemoved', { title: lecture.title })}
        remove={() => deleteLecture({ courseId, lectureId: lecture.id }).unwrap()}
      />
    )),
  ];
  return (
    <Stack gap="6">
      <Card padding="lg">
        <h2 className={textStyles.titleLg}>{t('adminCourses.lectures')}</h2>
        {isLoading ? (
          <Spinner label={t('adminCourses.loadingLectures')} />
        ) : error ? (
          <Alert tone="destructive" title={t('adminCourses.failedToLoadLectures')} />
        ) : (
          <Table
            caption={t('adminCourses.lecturesOfCourse')}
            hideCaption
            rows={lectures}
            getRowKey={(lecture) => String(lecture.id)}
            emptyMessage={t('adminCourses.noLecturesYet')}
            columns={columns}
            card={columnsCard(columns, { titleKey: 'title', actionsKey: 'actions' })}
          />
        )}
      </Card>
      <Card padding="lg">
        <h2 className={textStyles.titleLg}>{t('adminCourses.addALecture')}</h2>
        <AddLectureForm courseId={courseId} />
      </Card>
    </Stack>
  );
}
