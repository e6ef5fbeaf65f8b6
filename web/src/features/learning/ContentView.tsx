import { EmptyState } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from './course-outline.ts';
import { DocumentPanel } from './DocumentPanel.tsx';
import { TimedQuizPanel } from './exam/TimedQuizPanel.tsx';
import { QuizPanel } from './quiz/QuizPanel.tsx';
import { VideoPanel } from './VideoPanel.tsx';
import '../../shared/i18n/en-screens/learning.ts';

interface Props {
  selected: ContentItem | null;
  completed: ReadonlySet<number>;
  onPlayingChange: (playing: boolean) => void;
}

/** The selected item, each kind in its own panel; keyed so a new item starts from a clean state. */
export function ContentView({ selected, completed, onPlayingChange }: Props) {
  const { t } = useTranslation();
  if (!selected) return <EmptyState title={t('learning.selectContentToStartLearning')} />;
  const done = completed.has(selected.item.id);
  switch (selected.kind) {
    case 'document':
      return <DocumentPanel key={selected.item.id} document={selected.item} completed={done} />;
    case 'video':
      return (
        <VideoPanel
          key={selected.item.id}
          video={selected.item}
          completed={done}
          onPlayingChange={onPlayingChange}
        />
      );
    case 'quiz':
      // A timed quiz starts on the server with a clock; an untimed one shows its questions at once.
      return selected.item.timeLimitMinutes ? (
        <TimedQuizPanel key={selected.item.id} quiz={selected.item} />
      ) : (
        <QuizPanel key={selected.item.id} quiz={selected.item} />
      );
  }
}
