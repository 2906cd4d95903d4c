import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { format, formatParisDateTime, TEXTS } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { failureText } from "../../api/errors";
import { fetchPrivacyState, PRIVACY_KEY, requestExport } from "./privacyQueries";

const T = TEXTS.privacy;

// the confirmation is fetched when « Supprimer mon compte » is first clicked
const DeletionModal = lazy(() =>
  import("./DeletionModal").then((module) => ({ default: module.DeletionModal })),
);

/**
 * « Mes données personnelles » of `/compte` (issue 24 §3): « Télécharger mes données » queues the
 * export (the link comes by mail), the legal texts she accepted with their versions and dates,
 * « Supprimer mon compte » opens the confirmation.
 */
export function PrivacySection() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: PRIVACY_KEY, queryFn: fetchPrivacyState });
  const [deleting, setDeleting] = useState(false);
  const exportMutation = useMutation({
    mutationFn: requestExport,
    meta: { errors: "inline", context: "request data export" },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PRIVACY_KEY }),
  });
  const consents = state.data?.consents ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">{T.intro}</Text>
      {consents.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {T.consentsTitle}
          </Text>
          <List size="sm">
            {consents.map((consent) => (
              <List.Item key={`${consent.document}-${consent.version}`}>
                {format(T.consentAccepted, {
                  document: T.consentDocuments[consent.document],
                  version: consent.version,
                  date: formatParisDateTime(consent.acceptedAt),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {exportMutation.isSuccess && (
        <Alert color="teal" role="status">
          {exportMutation.data.message}
        </Alert>
      )}
      {exportMutation.isError && (
        <Alert color="red" role="alert">
          {failureText(exportMutation.error)}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          onClick={() => exportMutation.mutate()}
          loading={exportMutation.isPending}
        >
          {T.exportButton}
        </Button>
        <Button variant="light" color="red" onClick={() => setDeleting(true)}>
          {T.deleteButton}
        </Button>
      </Group>
      {deleting && (
        <Suspense fallback={null}>
          <DeletionModal
            graceDays={state.data?.graceDays ?? 30}
            onClose={() => setDeleting(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
