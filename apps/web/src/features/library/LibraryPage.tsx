import { Card, Group, Loader, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { format, TEXTS, type LibraryDocumentDto } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { FilePickButton } from "../../components/FilePickButton";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import { LibraryDocumentCard } from "./LibraryDocumentCard";
import { LibraryFolders } from "./LibraryFolders";
import {
  addLibraryFile,
  deleteLibraryDocument,
  LIBRARY_KEY,
  libraryFolderName,
  shareLibraryDocument,
  useLibraryDocuments,
  useLibraryFolders,
  useMoveLibraryDocument,
} from "./queries";

const T = TEXTS.library;

/**
 * The pharmacy's library at `/modal-select-doc-library` (001 §2 "library document selection",
 * §7 "Pro API"): posters and documents kept for the counter, each with its preview — add one (a
 * name, a file, the folder to file it in), file it in a folder afterwards, delete one, or pick one
 * to share with contacts: it becomes a document of the pharmacy, shared through the usual flow.
 * The folders (`LibraryFolders`) filter the list; the one shown is in the address
 * (`?dossier={id}`), so « back » returns to the previous one.
 */
export function LibraryPage() {
  const documents = useLibraryDocuments();
  const folders = useLibraryFolders();
  const contacts = useContactBook();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState("");
  // the folder a new document goes in: undefined follows the folder shown, null is the root
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const [sharing, setSharing] = useState<LibraryDocumentDto | null>(null);
  const folderList = folders.data ?? [];
  const asked = params.get("dossier");
  // a folder deleted elsewhere (or a stale address) shows every document, once the folders are read
  const known = folders.isPending || libraryFolderName(folderList, asked) !== undefined;
  const current = asked !== null && known ? asked : null;
  const fileTo = target === undefined ? current : target;
  const select = (id: string | null) => {
    setTarget(undefined);
    setParams(id === null ? {} : { dossier: id });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  const add = useMutation({
    mutationFn: (file: File) =>
      addLibraryFile(file, name.trim() || file.name, { directory: fileTo }),
    onSuccess: async () => {
      setName("");
      notifySuccess(T.added);
      await refresh();
    },
    meta: { context: "library add" },
  });
  const remove = useMutation({
    mutationFn: deleteLibraryDocument,
    onSuccess: async () => {
      notifySuccess(T.removed);
      await refresh();
    },
    meta: { context: "library delete" },
  });
  const move = useMoveLibraryDocument();
  const share = useMutation({
    mutationFn: ({ item, ids }: { item: LibraryDocumentDto; ids: string[] }) =>
      shareLibraryDocument(item, ids),
    onSuccess: () => notifySuccess(T.shared),
    meta: { context: "library share" },
  });
  const fileIn = (item: LibraryDocumentDto, directory: string | null) =>
    move.mutate(
      { id: item.id, directory },
      {
        onSuccess: () => {
          const folder = libraryFolderName(folderList, directory);
          notifySuccess(
            folder ? format(TEXTS.folders.moved, { name: folder }) : TEXTS.folders.movedOut,
          );
        },
      },
    );
  const all = documents.data ?? [];
  const shown = current === null ? all : all.filter((item) => item.directory === current);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle>{T.title}</PageTitle>
      <Text>{T.intro}</Text>
      <LibraryFolders folders={folderList} current={current} onSelect={select} />
      <Card withBorder padding="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={T.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: "1 1 200px" }}
          />
          {folderList.length > 0 && (
            <NativeSelect
              label={TEXTS.folders.moveLabel}
              value={fileTo ?? ""}
              onChange={(event) => setTarget(event.currentTarget.value || null)}
              data={[
                { value: "", label: TEXTS.folders.noDirectory },
                ...folderList.map((folder) => ({ value: folder.id, label: folder.name })),
              ]}
              style={{ flex: "1 1 160px" }}
            />
          )}
          <FilePickButton
            accept="image/jpeg,image/png,image/gif,application/pdf"
            onFile={(file) => add.mutate(file)}
            loading={add.isPending}
            data-testid="library-file"
          >
            {T.add}
          </FilePickButton>
        </Group>
      </Card>
      {documents.isPending ? (
        <Loader role="status" aria-label={T.title} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" role="status">
          {current === null ? T.empty : TEXTS.folders.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {shown.map((item) => (
            <LibraryDocumentCard
              key={item.id}
              item={item}
              folders={folderList}
              onMove={fileIn}
              onShare={setSharing}
              onRemove={(doc) => remove.mutate(doc.id)}
            />
          ))}
        </Stack>
      )}
      <ContactPicker
        opened={sharing !== null}
        onClose={() => setSharing(null)}
        mode="share"
        candidates={contacts.data ?? []}
        onConfirm={(ids) => {
          if (sharing) share.mutate({ item: sharing, ids });
          setSharing(null);
        }}
      />
    </Stack>
  );
}
