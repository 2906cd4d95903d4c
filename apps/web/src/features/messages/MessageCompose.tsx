import { Button, Group, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TEXTS } from "@reseau/shared";
import { useState, type KeyboardEvent } from "react";

/** A device with a keyboard and a mouse: only there does "Ctrl+Entrée" mean anything. */
const KEYBOARD_AND_MOUSE = "(hover: hover) and (pointer: fine)";

/** Longest message the server accepts (shared `sendMessageSchema`). */
const MAX_LENGTH = 5000;

/** Props of the compose box. */
export interface MessageComposeProps {
  sending: boolean;
  /** Sends the trimmed text; `onSent` empties the box once the server stored it. */
  onSend: (content: string, onSent: () => void) => void;
  /** Focus the box on opening (the contact page's CHAT mode: the reply box is open at once). */
  autoFocus?: boolean;
  /** The box's accessible name; « Votre message » by default. */
  label?: string;
}

/**
 * A text box and "Envoyer"; Ctrl+Entrée (⌘+Entrée on a Mac) sends too, and the placeholder says
 * so only on a device with a mouse (a phone has no Ctrl key). Sending is impossible while the
 * text is empty or blank, and the text stays until the server stored the message.
 */
export function MessageCompose({ sending, onSend, autoFocus, label }: MessageComposeProps) {
  const [content, setContent] = useState("");
  const keyboard = useMediaQuery(KEYBOARD_AND_MOUSE, false, { getInitialValueInEffect: false });
  const text = content.trim();

  const send = () => {
    if (!text || sending) return;
    onSend(text, () => setContent(""));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        aria-label={label ?? TEXTS.feed.messageHint}
        autoFocus={autoFocus}
        placeholder={keyboard ? TEXTS.feed.messageHintKeyboard : TEXTS.feed.messageHint}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-testid="message-input"
      />
      <Button onClick={send} disabled={!text} loading={sending} data-testid="message-send">
        {TEXTS.actions.send}
      </Button>
    </Group>
  );
}
