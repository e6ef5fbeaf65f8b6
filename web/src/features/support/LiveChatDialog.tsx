import { Dialog, Spinner } from '@academy/ui-kit';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { CHAT_POLL_MS } from './support-message.ts';
import { useMyConversationQuery, useSendSupportMessageMutation } from './supportApi.ts';

/** The live chat with support; open, it checks for replies every few seconds. */
export function LiveChatDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      title="Live chat with support"
      description="We usually reply within a few hours; replies appear here."
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <LiveChat />
    </Dialog>
  );
}

function LiveChat() {
  const conversation = useMyConversationQuery(undefined, { pollingInterval: CHAT_POLL_MS });
  const [send, { isLoading: sending }] = useSendSupportMessageMutation();
  if (conversation.isLoading) return <Spinner label="Opening the chat" />;
  if (!conversation.data) {
    return <QueryFailedAlert query={conversation} fallback="Failed to open the chat" />;
  }
  return (
    <ConversationThread
      messages={conversation.data.conversation.messages}
      ownRole="USER"
      empty="Ask us anything about your courses, payments or certificates."
      send={(body) => send({ body }).unwrap()}
      sending={sending}
    />
  );
}
