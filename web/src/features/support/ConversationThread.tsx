import type { Role, SupportMessage } from '@academy/contracts';
import { Button, Stack, TextArea } from '@academy/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { formatDateTime } from '../../shared/dates.ts';
import textStyles from '../../shared/text.module.css';
import { toast } from '../../shared/toast.ts';
import styles from './ConversationThread.module.css';
import { SUPPORT_MESSAGE_MAX, supportMessageDraft } from './support-message.ts';
import '../../shared/i18n/en-screens/support.ts';

export interface ConversationThreadProps {
  messages: SupportMessage[];
  /** Whose messages sit on the right: the reader's own side. */
  ownRole: Role;
  empty: string;
  /** Sends one message; rejects with the server's error. */
  send: (body: string) => Promise<unknown>;
  sending: boolean;
}

/** A support conversation: the messages, newest at the bottom, and a box to write the next one. */
export function ConversationThread({ messages, ownRole, empty, send, sending }: ConversationThreadProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (messages.length > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = supportMessageDraft(text);
    if ('problem' in draft) return setProblem(t(draft.problem, { max: SUPPORT_MESSAGE_MAX }));
    setProblem(undefined);
    try {
      await send(draft.body);
      setText('');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send message'));
    }
  };

  return (
    <Stack gap="3">
      <Stack
        gap="2"
        as="ol"
        className={styles.messages}
        aria-label={t('support.messages')}
        aria-live="polite"
      >
        {messages.length === 0 ? <li className={textStyles.mutedColor}>{empty}</li> : null}
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? end : undefined}
            className={styles.message}
            data-own={message.authorRole === ownRole}
          >
            <span className={styles.author}>
              {message.authorRole === 'ADMIN' ? t('support.support') : t('support.learner')}
            </span>
            <p className={styles.body}>{message.body}</p>
            <time className={textStyles.mutedSmall} dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </li>
        ))}
      </Stack>
      <Stack gap="2" align="end" as="form" className={styles.composer} onSubmit={onSubmit}>
        <TextArea
          label={t('support.yourMessage')}
          rows={3}
          value={text}
          maxLength={SUPPORT_MESSAGE_MAX}
          error={problem}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" busy={sending} busyText={t('support.sending')}>
          {t('support.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
