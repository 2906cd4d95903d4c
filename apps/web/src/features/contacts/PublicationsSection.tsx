import { Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  format,
  formatParisDateTime,
  PUBLISHER_TYPES,
  TEXTS,
  type DocumentDto,
  type PublicUser,
} from "@reseau/shared";
import { dataUrl } from "../documents/files";
import { useDocument } from "../documents/queries";
import { usePublications, useOwnPublications, usePublish } from "../messages/queries";

/** A publication's picture (its file, `GET /api/documents/{id}`); a PDF shows its name only. */
function PublicationPicture({ document }: { document: DocumentDto }) {
  const file = useDocument(document.isPDF ? null : document.id);
  if (document.isPDF) return null;
  if (file.isPending) return <Loader size="sm" role="status" aria-label={document.name} />;
  if (!file.data?.data) return null;
  return (
    <Image
      src={dataUrl(file.data.mime, file.data.data)}
      alt={format(TEXTS.publications.picture, { name: document.name })}
      radius="sm"
      mah={260}
      fit="contain"
    />
  );
}

/** One published document: its picture, name and date. */
function PublicationCard({ document }: { document: DocumentDto }) {
  return (
    <Card withBorder radius="md" data-testid={`publication-${document.id}`}>
      <Stack gap={6}>
        <PublicationPicture document={document} />
        <Text fw={500} style={{ overflowWrap: "anywhere" }}>
          {document.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatParisDateTime(document.lastUpdate)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The establishment's own publishable documents, each with « Publier » or « Retirer ». */
function OwnPublications({ id }: { id: string }) {
  const own = useOwnPublications(id, true);
  const publish = usePublish();
  const documents = own.data ?? [];
  if (documents.length === 0) return null;
  return (
    <Stack gap={4} data-testid="own-publications">
      {documents.map((document) => {
        const published = document.meta.status === "PUBLISHED";
        return (
          <Group key={document.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {document.name}
            </Text>
            <Button
              size="xs"
              variant={published ? "default" : "light"}
              loading={publish.isPending && publish.variables.id === document.id}
              onClick={() => publish.mutate({ id: document.id, publish: !published })}
            >
              {published ? TEXTS.publications.unpublish : TEXTS.publications.publish}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Props of an establishment's publications. */
export interface PublicationsSectionProps {
  establishment: PublicUser;
  /** The viewer is the establishment or manages it: it publishes and withdraws from here. */
  mayPublish: boolean;
}

/**
 * The publications on a pharmacy's or laboratory's page (issue 9 §4, 000 §7 `GET /api/{id}/public`):
 * its published PUBLICATION, DOC_PUBLIC and AFFICHE, newest first, with their pictures; the
 * establishment itself (or its group) also sees its publishable documents to publish or withdraw.
 */
export function PublicationsSection({ establishment, mayPublish }: PublicationsSectionProps) {
  const isPublisher = (PUBLISHER_TYPES as readonly string[]).includes(establishment.type);
  const published = usePublications(establishment.id, isPublisher);
  if (!isPublisher) return null;
  const items = published.data ?? [];
  return (
    <Stack gap="sm" data-testid="publications">
      <Title order={2} size="h4">
        {TEXTS.publications.title}
      </Title>
      {mayPublish && <OwnPublications id={establishment.id} />}
      {published.isPending ? (
        <Loader size="sm" role="status" aria-label={TEXTS.publications.title} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {TEXTS.publications.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {items.map((document) => (
            <PublicationCard key={document.id} document={document} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
