import { PageTitle } from "../../components/PageTitle";
import { Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { FEED_PAGE_SIZE, type DocumentDto } from "@reseau/shared";
import { useMemo, useState } from "react";
import { DocumentAddModal } from "../documents/DocumentAddModal";
import { DocumentViewerModal } from "../documents/DocumentViewerModal";
import { useCurrentUser } from "../session/queries";
import { DocumentCard, MessageCard } from "./FeedItemCard";
import { isDocument, isMessage, itemKey, useFeed } from "./queries";

/**
 * `/feed`: the user's documents and messages, newest first, 10 at a time with "Charger plus"
 * (000 §7, §9). A message names the document it is about; a document opens in the viewer.
 */
export function FeedPage() {
  const user = useCurrentUser();
  const feed = useFeed("mine", {}, FEED_PAGE_SIZE);
  const [viewed, setViewed] = useState<{ id: string; name?: string } | null>(null);
  const [adding, setAdding] = useState(false);

  const names = useMemo(
    () => new Map(feed.items.filter(isDocument).map((doc) => [doc.id, doc.name])),
    [feed.items],
  );
  const open = (doc: DocumentDto) => setViewed({ id: doc.id, name: doc.name });

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between">
        <PageTitle>Mon fil</PageTitle>
        {user?.type === "patient" && (
          <Button onClick={() => setAdding(true)}>Envoyer une ordonnance</Button>
        )}
      </Group>
      {feed.isPending && (
        <Center py="xl">
          <Loader aria-label="Chargement du fil" />
        </Center>
      )}
      {feed.isSuccess && feed.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          Aucun document pour le moment.
        </Text>
      )}
      {feed.items.map((item) =>
        isMessage(item) ? (
          <MessageCard
            key={itemKey(item)}
            message={item}
            documentName={item.iddocument ? names.get(item.iddocument) : undefined}
            onOpenDocument={(id) => setViewed({ id, name: names.get(id) })}
          />
        ) : (
          <DocumentCard key={itemKey(item)} document={item} onOpen={open} />
        ),
      )}
      {feed.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void feed.fetchNextPage()}
          loading={feed.isFetchingNextPage}
        >
          Charger plus
        </Button>
      )}
      <DocumentViewerModal
        id={viewed?.id ?? null}
        title={viewed?.name}
        onClose={() => setViewed(null)}
      />
      <DocumentAddModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
