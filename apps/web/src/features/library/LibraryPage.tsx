import { Anchor, Button, Card, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { format, TEXTS, type LibraryDocumentDto } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FilePickButton } from "../../components/FilePickButton";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import {
  addLibraryFile,
  deleteLibraryDocument,
  LIBRARY_KEY,
  shareLibraryDocument,
  useLibraryDocuments,
} from "./queries";

const T = TEXTS.library;

/**
 * The pharmacy's library at `/modal-select-doc-library` (001 §2 "library document selection",
 * §7 "Pro API"): posters and documents kept for the counter — add one (a name and a file),
 * delete one, or pick one to share with contacts: it becomes a document of the pharmacy, shared
 * through the usual flow.
 */
export function LibraryPage() {
  const documents = useLibraryDocuments();
  const contacts = useContactBook();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [sharing, setSharing] = useState<LibraryDocumentDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  const add = useMutation({
    mutationFn: (file: File) => addLibraryFile(file, name.trim() || file.name),
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
  const share = useMutation({
    mutationFn: ({ item, ids }: { item: LibraryDocumentDto; ids: string[] }) =>
      shareLibraryDocument(item, ids),
    onSuccess: () => notifySuccess(T.shared),
    meta: { context: "library share" },
  });
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle>{T.title}</PageTitle>
      <Text>{T.intro}</Text>
      <Card withBorder padding="md">
        <Group align="flex-end">
          <TextInput
            label={T.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 200 }}
          />
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
      ) : (documents.data ?? []).length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {(documents.data ?? []).map((item) => (
            <Card key={item.id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  {item.type === "link" ? (
                    <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fw={600}>
                      {item.name}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{item.name}</Text>
                  )}
                  {item.category && (
                    <Text size="sm" c="dimmed">
                      {item.category}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  {item.type !== "link" && (
                    <Button
                      variant="light"
                      onClick={() => setSharing(item)}
                      aria-label={format(T.shareTitle, { name: item.name })}
                    >
                      {T.share}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(item.id)}
                    aria-label={`${T.remove} ${item.name}`}
                  >
                    {T.remove}
                  </Button>
                </Group>
              </Group>
            </Card>
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
