import type { DocumentItem } from '@academy/contracts';
import { Alert, Button, Spinner } from '@academy/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { CompletedNote, LessonPanel } from './LessonPanel.tsx';
import { useCompleteContentMutation } from './learningApi.ts';
import styles from './panel.module.css';
import '../../shared/i18n/en-screens/learning.ts';

type Load = 'loading' | 'loaded' | 'error';
/** Where the file goes once it is known to be there: in a frame, or behind a link for a browser with no PDF viewer. */
type Shown = 'unchecked' | 'frame' | 'link';

/** A document in an embedded frame; the learner marks it complete once it has loaded. */
export function DocumentPanel({ document, completed }: { document: DocumentItem; completed: boolean }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>('loading');
  const [shown, setShown] = useState<Shown>('unchecked');
  const [complete, { isLoading: saving, error: saveError }] = useCompleteContentMutation();
  const src = document.filePath.replace(/\\/g, '/');

  // A frame reports no HTTP errors, so the file is asked for first; only its headers are read.
  useEffect(() => {
    const controller = new AbortController();
    setLoad('loading');
    setShown('unchecked');
    fetch(src, { credentials: 'include', signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        // A browser that shows no PDF inside a page (most phones' browsers) would leave the frame empty, never
        // loaded: the learner opens the file instead, which is there.
        const pdf = response.headers.get('content-type')?.startsWith('application/pdf') ?? false;
        if (pdf && navigator.pdfViewerEnabled === false) {
          setShown('link');
          setLoad('loaded');
        } else {
          setShown('frame');
        }
        controller.abort();
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad('error');
      });
    return () => controller.abort();
  }, [src]);

  const onComplete = () =>
    void complete({
      contentId: document.id,
      courseId: document.courseId,
      kind: 'document',
      title: document.title,
    });

  return (
    <LessonPanel
      headingId="document-title"
      title={document.title}
      status={
        completed ? (
          <CompletedNote />
        ) : (
          <Button
            onClick={onComplete}
            busy={saving}
            busyText={t('learning.saving')}
            disabled={load !== 'loaded'}
          >
            {t('learning.markAsComplete')}
          </Button>
        )
      }
      error={saveError ? errorMessage(saveError, 'Failed to mark the document as complete') : null}
    >
      {load === 'error' ? (
        <Alert
          tone="destructive"
          title={t('learning.failedToLoadDocument')}
          action={
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              {t('learning.retry')}
            </Button>
          }
        />
      ) : shown === 'link' ? (
        <Alert
          tone="info"
          title={t('learning.thisBrowserShowsNoDocuments')}
          action={
            <Button asChild size="sm" variant="secondary">
              <a href={src} target="_blank" rel="noopener noreferrer">
                {t('learning.openTheDocument')}
              </a>
            </Button>
          }
        />
      ) : (
        <div className={styles.frameBox} data-loading={load === 'loading' || undefined}>
          {shown === 'frame' ? (
            <iframe
              className={styles.frame}
              src={src}
              title={document.title}
              onLoad={() => setLoad('loaded')}
              onError={() => setLoad('error')}
            />
          ) : null}
          {load === 'loading' ? (
            <div className={styles.frameOverlay}>
              <Spinner size="lg" label={t('learning.loadingDocument')} />
            </div>
          ) : null}
        </div>
      )}
    </LessonPanel>
  );
}
