import { Dialog, Spinner } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { say } from '../../shared/i18n/messages.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { CHAT_POLL_MS } from './support-message.ts';
import { useMyConversationQuery, useSendSupportMessageMutation } from './supportApi.ts';
import '../../shared/i18n/en-screens/support.ts';

/** The live chat with support; open, it checks for replies every few seconds. */
export function LiveChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={t('support.liveChatWithSupport')}
      description={t('support.weUsuallyReplyHere')}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <LiveChat />
    </Dialog>
  );
}

function LiveChat() {
  const { t } = useTranslation();
  const conversation = useMyConversationQuery(undefined, { pollingInterval: CHAT_POLL_MS });
  const [send, { isLoading: sending }] = useSendSupportMessageMutation();
  if (conversation.isLoading) return <Spinner label={t('support.openingTheChat')} />;
  if (!conversation.data) {
    return <QueryFailedAlert query={conversation} fallback={say('Failed to open the chat')} />;
  }
  return (
    <ConversationThread
      messages={conversation.data.conversation.messages}
      ownRole="USER"
      empty={t('support.askUsAnything')}
      send={(body) => send({ body }).unwrap()}
      sending={sending}
    />
  );
}
