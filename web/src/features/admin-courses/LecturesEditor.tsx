import type { Lecture } from '@academy/contracts';
import { Alert, Card, FileDropzone, Spinner, Table, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { actionsColumn } from '../../shared/actions-column.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import styles from './admin-courses.module.css';
import { useAddLectureMutation, useDeleteLectureMutation, useLecturesQuery } from './adminCoursesApi.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { FormProblem } from './FormProblem.tsx';

const MB = 1024 * 1024;

function AddLectureForm({ courseId }: { courseId: number }) {
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
      setProblem('Give the lecture a title and a file');
      return;
    }
    setProblem(null);
    const reply = await withProgressToast(
      addLecture({ courseId, title: title.trim(), description: description.trim(), file }).unwrap(),
      { loading: 'Uploading the lecture...', success: 'Lecture added', error: 'Failed to add lecture' },
    );
    if (!reply) return;
    setTitle('');
    setDescription('');
    setFile(null);
    setUploads((count) => count + 1);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Lecture title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextArea
        label="Lecture description"
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FileDropzone
        key={uploads}
        label="Lecture file"
        accept=".pdf,application/pdf,video/mp4,video/webm"
        maxSizeBytes={500 * MB}
        hint="A PDF (up to 50 MB) or an MP4 or WebM video (up to 500 MB)"
        onFileChange={setFile}
      />
      <FormProblem problem={problem} />
      <SubmitRow className={styles.formActions} busy={isLoading} busyText="Uploading...">
        Add lecture
      </SubmitRow>
    </form>
  );
}

/** The editor's lectures tab: files attached to the course, with title and description. */
export function LecturesEditor({ courseId }: { courseId: number }) {
  const { data: lectures = [], isLoading, error } = useLecturesQuery(courseId);
  const [deleteLecture] = useDeleteLectureMutation();

  return (
    <div className={styles.stack}>
      <Card padding="lg">
        <h2 className={styles.sectionTitle}>Lectures</h2>
        {isLoading ? (
          <Spinner label="Loading lectures" />
        ) : error ? (
          <Alert tone="destructive" title="Failed to load lectures" />
        ) : (
          <Table
            caption="Lectures of this course"
            hideCaption
            rows={lectures}
            getRowKey={(lecture) => String(lecture.id)}
            emptyMessage="No lectures yet. Add the first one below."
            columns={[
              { key: 'title', header: 'Title', cell: (lecture) => lecture.title },
              { key: 'description', header: 'Description', cell: (lecture) => lecture.description || '—' },
              {
                key: 'file',
                header: 'File',
                cell: (lecture) => (
                  <a href={lecture.filePath} target="_blank" rel="noreferrer">
                    {lecture.contentType === 'application/pdf' ? 'PDF' : 'Video'}
                  </a>
                ),
              },
              actionsColumn((lecture: Lecture) => (
                <ConfirmDeleteButton
                  what="lecture"
                  name={lecture.title}
                  description={`"${lecture.title}" and its file will be removed.`}
                  remove={() => deleteLecture({ courseId, lectureId: lecture.id }).unwrap()}
                />
              )),
            ]}
          />
        )}
      </Card>
      <Card padding="lg">
        <h2 className={styles.sectionTitle}>Add a lecture</h2>
        <AddLectureForm courseId={courseId} />
      </Card>
    </div>
  );
}
