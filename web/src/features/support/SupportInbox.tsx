import type { SupportConversationSummary } from '@academy/contracts';
import { Badge, Button, Card, Spinner, Split, Stack } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../shared/i18n/messages.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import textStyles from '../../shared/text.module.css';
import { ConversationThread } from './ConversationThread.tsx';
import styles from './SupportInbox.module.css';
import { CHAT_POLL_MS, INBOX_POLL_MS } from './support-message.ts';
import {
  useReplyToSupportConversationMutation,
  useSupportConversationQuery,
  useSupportInboxQuery,
} from './supportApi.ts';
import '../../shared/i18n/en-screens/support.ts';

/** The admin console's support inbox: conversations with unread counts; open one to read and reply. */
export function SupportInbox() {
  const { t } = useTranslation();
  const inbox = useSupportInboxQuery(undefined, { pollingInterval: INBOX_POLL_MS });
  const [openId, setOpenId] = useState<string | null>(null);
  const conversations = inbox.data?.conversations ?? [];
  return (
    <Card>
      <h2 className={styles.title}>{t('support.supportChats')}</h2>
      {inbox.error ? (
        <QueryFailedAlert query={inbox} fallback={say('Failed to load support chats')} />
      ) : inbox.isLoading ? (
        <Spinner label={t('support.loadingSupportChats')} />
      ) : conversations.length === 0 ? (
        <p className={textStyles.mutedColor}>{t('support.noLearnerHasWritten')}</p>
      ) : (
        <Split columns="minmax(12rem, 1fr) 2fr" from="45rem" gap="4" align="stretch">
          <Stack gap="1" as="ul" aria-label={t('support.supportConversations')}>
            {conversations.map((c) => (
              <li key={c.id}>
                <InboxEntry conversation={c} open={c.id === openId} onOpen={() => setOpenId(c.id)} />
              </li>
            ))}
          </Stack>
          {openId ? (
            <OpenConversation id={openId} />
          ) : (
            <p className={textStyles.mutedColor}>{t('support.chooseAConversation')}</p>
          )}
        </Split>
      )}
    </Card>
  );
}

function InboxEntry(props: { conversation: SupportConversationSummary; open: boolean; onOpen: () => void }) {
  const { conversation, open, onOpen } = props;
  const { t } = useTranslation();
  return (
    <Button variant={open ? 'secondary' : 'ghost'} fullWidth onClick={onOpen} aria-pressed={open}>
      <Stack as="span" gap="0" align="start" className={styles.entry}>
        <span className={textStyles.strong}>{conversation.learnerName}</span>
        <span className={`${textStyles.mutedSmall} ${styles.preview}`}>{conversation.lastMessage}</span>
      </Stack>
      {conversation.unreadCount > 0 ? (
        <Badge tone="brand" aria-label={t('support.unread', { count: conversation.unreadCount })}>
          {conversation.unreadCount}
        </Badge>
      ) : null}
    </Button>
  );
}

function OpenConversation({ id }: { id: string }) {
  const conversation = useSupportConversationQuery(id, { pollingInterval: CHAT_POLL_MS });
  const [reply, { isLoading: sending }] = useReplyToSupportConversationMutation();
  const { t } = useTranslation();
  if (!conversation.data) return <Spinner label={t('support.openingTheConversation')} />;
  return (
    <section aria-label={t('support.conversationWith', { name: conversation.data.conversation.learnerName })}>
      <ConversationThread
        messages={conversation.data.conversation.messages}
        ownRole="ADMIN"
        empty={t('support.noMessagesYet')}
        send={(body) => reply({ id, body }).unwrap()}
        sending={sending}
      />
    </section>
  );
}
