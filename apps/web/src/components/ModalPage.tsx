import { CloseButton, Group, Stack } from "@mantine/core";
import { COMMON_TEXTS } from "@reseau/shared";
import type { ReactNode } from "react";
import { useSession } from "../features/session/session";
import { useClose } from "../features/session/startPages";
import { PageTitle } from "./PageTitle";

/**
 * A « modal » of the route table (`/modal-emergency`, `/modal-help`…) as a page: its one h1 and
 * a close button that goes back, or, opened directly, sets the user's root (000 §2 "the close
 * action", issue 19 §2: a patient's profile, a pro's dashboard, home without a session). The
 * close button waits for the session to be known, so a quick tap never takes a signed-in user home.
 */
export function ModalPage({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const close = useClose(session.data ?? null);
  return (
    <Stack maw={640} mx="auto" gap="md" w="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageTitle>{title}</PageTitle>
        <CloseButton
          size="lg"
          aria-label={COMMON_TEXTS.actions.close}
          onClick={close}
          disabled={session.isPending}
        />
      </Group>
      {children}
    </Stack>
  );
}
