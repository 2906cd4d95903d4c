import { Alert, Card, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { TEXTS, type DocumentDto } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureText } from "../../api/errors";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { Section } from "../../components/Section";
import { AttachFile } from "../documents/AttachFile";
import { DocumentViewerModal } from "../documents/DocumentViewerModal";
import { DocumentSummaryButton } from "../folders/DocumentSummaryButton";
import { refreshOperations, useOperationDocuments } from "./queries";

const T = TEXTS.operations;

/**
 * « Documents de l’opération » (issue 21 §4): the documents of the operation's OPMARKET
 * directory — the manager's and its pharmacies' —, newest first, each opening in the viewer;
 * with `iddirectory` set when the user may add one (its manager, a pharmacy that accepted it),
 * « Ajouter un document » posts a picture or a PDF there (`POST /feed/documents {iddirectory}`).
 */
export function OperationDocuments({
  idmarketop,
  iddirectory,
}: {
  idmarketop: string;
  iddirectory: string | null;
}) {
  const queryClient = useQueryClient();
  const documents = useOperationDocuments(idmarketop);
  const [viewed, setViewed] = useState<DocumentDto | null>(null);
  const list = documents.data?.pages.flat() ?? [];
  return (
    <Section id="op-documents" title={T.documentsTitle}>
      <Stack gap="sm">
        {documents.isPending && <Loader size="sm" aria-label={TEXTS.actions.loading} />}
        {documents.isError && (
          <Alert color="red" role="alert">
            {failureText(documents.error)}
          </Alert>
        )}
        {documents.isSuccess && list.length === 0 && (
          <Text c="dimmed" role="status">
            {T.noDocuments}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {list.map((document) => (
            <Card
              key={document.id}
              withBorder
              radius="md"
              padding="sm"
              data-testid={`op-doc-${document.id}`}
            >
              <DocumentSummaryButton document={document} onOpen={() => setViewed(document)}>
                {document.creator && (
                  <Text size="sm" c="dimmed">
                    {document.creator.name}
                  </Text>
                )}
              </DocumentSummaryButton>
            </Card>
          ))}
        </SimpleGrid>
        <LoadMoreButton query={documents} />
        {iddirectory && (
          <AttachFile
            target={{ type: "DOC_OPMARKET", iddirectory }}
            label={T.addDocument}
            added={T.documentAdded}
            onAdded={() => refreshOperations(queryClient)}
            testId="op-attach"
          />
        )}
      </Stack>
      <DocumentViewerModal
        id={viewed?.id ?? null}
        title={viewed?.name}
        onClose={() => setViewed(null)}
      />
    </Section>
  );
}
