import type { CourseDetails, TranscodeStatus } from '@academy/contracts';
import { Badge, Button, ConfirmDialog, Group, Stack } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
import { useDeleteContentMutation } from './adminCoursesApi.ts';
import styles from './ModuleContentList.module.css';
import { useVideoTranscodes } from './use-video-transcodes.ts';
import { VideoTranscodeStatus } from './VideoTranscodeStatus.tsx';

type DetailsModule = CourseDetails['modules'][number];

interface ContentRow {
  id: number;
  kind: 'document' | 'video' | 'quiz';
  title: string;
  detail: ReactNode;
}

function rowsOf(module: DetailsModule, transcodes: Map<number, TranscodeStatus>, t: TFunction): ContentRow[] {
  return [
    ...module.documents.map((document) => ({
      id: document.id,
      kind: 'document' as const,
      title: document.title,
      detail: (
        <a href={document.filePath} target="_blank" rel="noreferrer">
          {t('adminCourses.openPdf')}
        </a>
      ),
    })),
    ...module.videos.map((video) => ({
      id: video.id,
      kind: 'video' as const,
      title: video.title,
      detail: (
        <>
          {video.captionsPath ? (
            <Badge tone="success">{t('adminCourses.captions')}</Badge>
          ) : (
            <Badge>{t('adminCourses.noCaptions')}</Badge>
          )}
          <VideoTranscodeStatus job={transcodes.get(video.id)} />
        </>
      ),
    })),
    ...module.quizzes.map((quiz) => ({
      id: quiz.id,
      kind: 'quiz' as const,
      title: quiz.title,
      detail: (
        <Link to={paths.quizOf(quiz.id)}>
          {t('adminCourses.questionCount', { count: quiz.questions.length })}
        </Link>
      ),
    })),
  ];
}

const KIND_TONES = { document: 'info', video: 'brand', quiz: 'warning' } as const;

/** A module's documents, videos and quizzes, each deletable. */
export function ModuleContentList({ courseId, module }: { courseId: number; module: DetailsModule }) {
  const { t } = useTranslation();
  const [deleteContent] = useDeleteContentMutation();
  const rows = rowsOf(module, useVideoTranscodes(courseId), t);
  if (rows.length === 0) return <p className={textStyles.muted}>{t('adminCourses.noContentYet')}</p>;
  return (
    <Stack as="ul" gap="2" aria-label={t('adminCourses.contentOf', { title: module.title })}>
      {rows.map((row) => (
        <Group as="li" gap="3" key={row.id} className={styles.item}>
          <Badge tone={KIND_TONES[row.kind]}>{t(`adminCourses.kind_${row.kind}`)}</Badge>
          <span className={styles.itemTitle}>{row.title}</span>
          {row.detail}
          <ConfirmDialog
            title={t('adminCourses.deleteThis', { context: row.kind })}
            description={t(
              row.kind === 'quiz' ? 'adminCourses.removedWithQuestions' : 'adminCourses.removedFromModule',
              { title: row.title },
            )}
            confirmLabel={t('adminCourses.delete')}
            tone="danger"
            onConfirm={() =>
              void withProgressToast(deleteContent({ courseId, contentId: row.id }).unwrap(), {
                loading: t('adminCourses.deleting'),
                success: t('adminCourses.deleted', { context: row.kind }),
                error: t('adminCourses.failedToDeleteContent'),
              })
            }
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('adminCourses.deleteNamed', { context: row.kind, name: row.title })}
              >
                {t('adminCourses.delete')}
              </Button>
            }
          />
        </Group>
      ))}
    </Stack>
  );
}
