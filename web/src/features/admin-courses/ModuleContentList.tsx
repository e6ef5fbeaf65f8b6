import type { CourseDetails, TranscodeStatus } from '@academy/contracts';
import { Badge, Button, ConfirmDialog } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withProgressToast } from '../../shared/progress-toast.ts';
import common from './admin-courses.module.css';
import { quizQuestionsPath } from './admin-paths.ts';
import { useDeleteContentMutation } from './adminCoursesApi.ts';
import styles from './ModuleContentList.module.css';
import { useVideoTranscodes } from './use-video-transcodes.ts';
import { VideoTranscodeStatus } from './VideoTranscodeStatus.tsx';

type DetailsModule = CourseDetails['modules'][number];

interface ContentRow {
  id: number;
  kind: 'Document' | 'Video' | 'Quiz';
  title: string;
  detail: ReactNode;
}

function rowsOf(module: DetailsModule, transcodes: Map<number, TranscodeStatus>): ContentRow[] {
  return [
    ...module.documents.map((document) => ({
      id: document.id,
      kind: 'Document' as const,
      title: document.title,
      detail: (
        <a href={document.filePath} target="_blank" rel="noreferrer">
          Open PDF
        </a>
      ),
    })),
    ...module.videos.map((video) => ({
      id: video.id,
      kind: 'Video' as const,
      title: video.title,
      detail: (
        <>
          {video.captionsPath ? <Badge tone="success">Captions</Badge> : <Badge>No captions</Badge>}
          <VideoTranscodeStatus job={transcodes.get(video.id)} />
        </>
      ),
    })),
    ...module.quizzes.map((quiz) => ({
      id: quiz.id,
      kind: 'Quiz' as const,
      title: quiz.title,
      detail: (
        <Link to={quizQuestionsPath(quiz.id)}>
          {quiz.questions.length} {quiz.questions.length === 1 ? 'question' : 'questions'}
        </Link>
      ),
    })),
  ];
}

const KIND_TONES = { Document: 'info', Video: 'brand', Quiz: 'warning' } as const;

/** A module's documents, videos and quizzes, each deletable. */
export function ModuleContentList({ courseId, module }: { courseId: number; module: DetailsModule }) {
  const [deleteContent] = useDeleteContentMutation();
  const rows = rowsOf(module, useVideoTranscodes(courseId));
  if (rows.length === 0) return <p className={common.muted}>No content yet: add a PDF, a video or a quiz.</p>;
  return (
    <ul className={styles.items} aria-label={`Content of ${module.title}`}>
      {rows.map((row) => (
        <li key={row.id} className={styles.item}>
          <Badge tone={KIND_TONES[row.kind]}>{row.kind}</Badge>
          <span className={styles.itemTitle}>{row.title}</span>
          {row.detail}
          <ConfirmDialog
            title={`Delete this ${row.kind.toLowerCase()}?`}
            description={`"${row.title}" will be removed from the module${row.kind === 'Quiz' ? ' with its questions' : ''}.`}
            confirmLabel="Delete"
            tone="danger"
            onConfirm={() =>
              void withProgressToast(deleteContent({ courseId, contentId: row.id }).unwrap(), {
                loading: 'Deleting...',
                success: `${row.kind} deleted`,
                error: 'Failed to delete content',
              })
            }
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Delete ${row.kind.toLowerCase()} ${row.title}`}>
                Delete
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
