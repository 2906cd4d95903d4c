import { Center, Loader, Stack, Text } from "@mantine/core";
import { TEXTS, type DocumentDto } from "@reseau/shared";
import { useCurrentUser } from "../session/queries";
import { conversationRecipients, useLinkedMessages, useSendMessage } from "./queries";
import { MessageCompose } from "./MessageCompose";
import { MessageList } from "./MessageList";

/** Props of a document's conversation. */
export interface ConversationProps {
  document: DocumentDto;
  /** Height above which the messages scroll. */
  maxHeight?: number | string;
}

/**
 * The messages about a document (000 §3 Message), oldest first, and a box to write about it: the
 * pharmacy writes to the patient who sent it, the patient to the pharmacies it is shared with. A
 * patient whose document is shared with nobody is told to share it first.
 */
export function Conversation({ document, maxHeight }: ConversationProps) {
  const user = useCurrentUser();
  const messages = useLinkedMessages(document.id);
  const send = useSendMessage();
  if (!user) return null;

  const recipients = conversationRecipients(document, user.id);
  const isCreator = (document.creator?.id ?? document.idcreator) === user.id;
  const onSend = (content: string, onSent: () => void) =>
    // a written message is meant to be seen: it notifies, unlike the silent status updates
    send.mutate(
      { content, recipients, iddocument: document.id, notify: true },
      { onSuccess: onSent },
    );

  return (
    <Stack gap="xs">
      {messages.isPending ? (
        <Center>
          <Loader size="sm" role="status" aria-label={TEXTS.conversation.loadingMessages} />
        </Center>
      ) : (
        <MessageList messages={messages.data ?? []} userId={user.id} maxHeight={maxHeight} />
      )}
      {recipients.length > 0 ? (
        <MessageCompose sending={send.isPending} onSend={onSend} />
      ) : (
        isCreator && (
          <Text size="sm" c="dimmed" data-testid="conversation-share-hint">
            {TEXTS.messages.shareFirst}
          </Text>
        )
      )}
    </Stack>
  );
}
