import { Button, CloseButton, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { displayName, format, pickerRefusal, TEXTS, type PublicUser } from "@reseau/shared";
import { useState } from "react";
import { keepEscapeInside } from "../../components/escape";
import { ContactPicker } from "./ContactPicker";
import { useSendMessage } from "../messages/queries";

/** Longest message the server accepts (shared `sendMessageSchema`). */
const MAX_LENGTH = 5000;

/** Props of the compose modal. */
export interface ComposeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The contacts one may write to (the contact book). */
  candidates: readonly PublicUser[];
  /** Recipients chosen on opening. */
  initial?: readonly string[];
  /** The message replied to (`idparent`), with its sender's name, for a reply in a thread. */
  replyTo?: { id: string; name: string };
}

/**
 * The compose modal of 000 §2 "Modals": the chosen recipients, each removable (« Retirer
 * {name} »), « Choisir les destinataires » opening the picker in `message` mode (000 §5: at most
 * 20, already-chosen ones may be unticked), the text, « Envoyer ». On success « Votre message a
 * bien été envoyé » and the modal closes; a failure says « Erreur dans l'envoie du message »
 * (000 §8) and keeps what was typed.
 */
export function ComposeModal({ opened, onClose, candidates, initial, replyTo }: ComposeModalProps) {
  const [recipients, setRecipients] = useState<string[]>(() => [...(initial ?? [])]);
  const [content, setContent] = useState("");
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const send = useSendMessage();
  const text = content.trim();
  const byId = new Map(candidates.map((user) => [user.id, user]));
  const nameOf = (id: string) => {
    const user = byId.get(id);
    return user ? displayName(user) : id;
  };

  const submit = () => {
    const refused = pickerRefusal("message", recipients);
    if (refused) return setRefusal(refused);
    if (!text) return setRefusal(TEXTS.messages.empty);
    setRefusal(null);
    send.mutate(
      { content: text, recipients, notify: true, ...(replyTo ? { idparent: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setContent("");
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened && !picking}
        onClose={onClose}
        title={TEXTS.compose.title}
        fullScreen={fullScreen}
        onKeyDown={keepEscapeInside}
        data-testid="compose-modal"
      >
        <Stack gap="sm">
          {replyTo && (
            <Text size="sm" c="dimmed">
              {format(TEXTS.compose.replyTo, { name: replyTo.name })}
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="compose-recipients">
              {TEXTS.picker.titles.message}
            </Text>
            {recipients.length === 0 ? (
              <Text size="sm" c="dimmed">
                {TEXTS.compose.noRecipient}
              </Text>
            ) : (
              <Group gap={6} role="list" aria-labelledby="compose-recipients">
                {recipients.map((id) => (
                  <Group
                    key={id}
                    role="listitem"
                    gap={2}
                    wrap="nowrap"
                    pl="sm"
                    bg="var(--mantine-color-gray-1)"
                    style={{ borderRadius: "var(--mantine-radius-xl)" }}
                    data-testid={`compose-recipient-${id}`}
                  >
                    <Text size="sm">{nameOf(id)}</Text>
                    <CloseButton
                      size="lg"
                      radius="xl"
                      aria-label={format(TEXTS.compose.remove, { name: nameOf(id) })}
                      onClick={() => setRecipients((old) => old.filter((other) => other !== id))}
                    />
                  </Group>
                ))}
              </Group>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => setPicking(true)}
                data-autofocus={recipients.length === 0 ? true : undefined}
                data-testid="compose-pick"
              >
                {TEXTS.compose.addRecipients}
              </Button>
            </Group>
          </Stack>
          <Textarea
            label={TEXTS.compose.content}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
            data-autofocus={recipients.length > 0 ? true : undefined}
            data-testid="compose-content"
          />
          {refusal && (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button onClick={submit} loading={send.isPending} data-testid="compose-send">
              {TEXTS.actions.send}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {picking && (
        <ContactPicker
          opened
          mode="message"
          candidates={candidates}
          initial={recipients}
          onClose={() => setPicking(false)}
          onConfirm={(ids) => {
            setRecipients(ids);
            setRefusal(null);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}
