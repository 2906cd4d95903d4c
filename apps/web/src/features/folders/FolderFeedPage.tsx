import { LoadMoreButton } from "../../components/LoadMoreButton";
import { Box, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { format, TEXTS } from "@reseau/shared";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { DocumentViewerModal } from "../documents/DocumentViewerModal";
import { useFamily } from "../family/queries";
import { useCurrentUser } from "../session/queries";
import { CreateFolderModal } from "./CreateFolderModal";
import { FolderDocumentCard } from "./FolderDocumentCard";
import { folderName, useDeleteFolder, useFolderFeed, useFolders } from "./queries";

/** The link of a folder's page: `/feed-dossier?dossier={id}`, « Tous » without it. */
function folderPath(id: string | null): string {
  return id === null ? "/feed-dossier" : `/feed-dossier?dossier=${encodeURIComponent(id)}`;
}

/**
 * `/feed-dossier` « Mes dossiers » (001 §2 side menu, 000 §7 `GET /api/feed/directory/{id}`): the
 * folders — Tous, Ordonnances, Optique, Résultats d'analyse, Radiologie, Vaccins, then the
 * patient's own — and the documents of the one chosen (`?dossier=`), newest first, 10 at a time,
 * each with its thumbnail and « Ranger dans ». A document opens in the viewer, which reads its
 * full bytes.
 */
export function FolderFeedPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = params.get("dossier");
  const folders = useFolders();
  const feed = useFolderFeed(current);
  const family = useFamily(user?.type === "patient").data;
  const remove = useDeleteFolder();
  const [viewed, setViewed] = useState<{ id: string; name: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState(false);

  const list = folders.data ?? [];
  const name = current === null ? TEXTS.folders.all : folderName(list, current);
  const own = list.find((folder) => folder.id === current && !folder.fixed);
  const mayFile = (idcreator: string) =>
    idcreator === user?.id || (family?.some((member) => member.id === idcreator) ?? false);
  const links = [{ id: null, name: TEXTS.folders.all }, ...list];

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between">
        <PageTitle>{TEXTS.folders.title}</PageTitle>
        <Button variant="light" onClick={() => setCreating(true)}>
          {TEXTS.folders.create}
        </Button>
      </Group>
      <Box component="nav" aria-label={TEXTS.folders.menu}>
        <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {links.map((folder) => {
            const active = folder.id === current;
            return (
              <li key={folder.id ?? ""}>
                <Button
                  component={Link}
                  to={folderPath(folder.id)}
                  variant={active ? "filled" : "default"}
                  aria-current={active ? "page" : undefined}
                  size="sm"
                >
                  {folder.name}
                </Button>
              </li>
            );
          })}
        </Group>
      </Box>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {name ?? ""}
        </Title>
        {own && (
          <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
            {TEXTS.folders.remove}
          </Button>
        )}
      </Group>
      {feed.isPending && (
        <Center py="xl" role="status">
          <Loader aria-label={format(TEXTS.folders.pageTitle, { name: name ?? "" })} />
        </Center>
      )}
      {feed.isError && (
        <Text c="red.8" role="alert">
          {TEXTS.folders.loadFailed}
        </Text>
      )}
      {feed.isSuccess && feed.documents.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {current === null ? TEXTS.folders.emptyAll : TEXTS.folders.empty}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {feed.documents.map((document) => (
          <FolderDocumentCard
            key={document.id}
            document={document}
            folders={list}
            canFile={mayFile(document.idcreator)}
            onOpen={setViewed}
          />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={feed} />
      <DocumentViewerModal
        id={viewed?.id ?? null}
        title={viewed?.name}
        onClose={() => setViewed(null)}
      />
      <CreateFolderModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(folderPath(id))}
      />
      <ConfirmModal
        opened={removing && own !== undefined}
        title={TEXTS.folders.remove}
        text={TEXTS.folders.removeConfirm}
        confirmLabel={TEXTS.folders.remove}
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          own &&
          remove.mutate(own.id, {
            onSuccess: () => {
              notifySuccess(TEXTS.folders.removed);
              setRemoving(false);
              void navigate(folderPath(null));
            },
          })
        }
      />
    </Stack>
  );
}
