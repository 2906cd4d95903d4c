import { CloseButton, Group, Stack } from "@mantine/core";
import { COMMON_TEXTS } from "@reseau/shared";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageTitle } from "./PageTitle";

/**
 * A « modal » of the route table (`/modal-emergency`, `/modal-help`…) as a page: its one h1 and
 * a close button that goes back, or home when the page was opened directly (000 §2 "the close
 * action goes back"; home sends a logged-in user on to her own start page).
 */
export function ModalPage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  // React Router's first entry has the key "default": there is nothing of ours to go back to
  const opensFirst = useLocation().key === "default";
  const close = () => void (opensFirst ? navigate("/", { replace: true }) : navigate(-1));
  return (
    <Stack maw={640} mx="auto" gap="md" w="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageTitle>{title}</PageTitle>
        <CloseButton size="lg" aria-label={COMMON_TEXTS.actions.close} onClick={close} />
      </Group>
      {children}
    </Stack>
  );
}
