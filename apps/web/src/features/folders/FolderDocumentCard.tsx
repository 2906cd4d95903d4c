import { Button, Card, Group, NativeSelect, Stack } from "@mantine/core";
import {
  format,
  isLabResultDocument,
  TEXTS,
  type DirectoryDto,
  type DocumentDto,
} from "@reseau/shared";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../components/notify";
import { DocumentSummaryButton } from "./DocumentSummaryButton";
import { useMoveDocument } from "./queries";

/** Props of a document's card in a folder. */
export interface FolderDocumentCardProps {
  document: DocumentDto;
  folders: readonly DirectoryDto[];
  /** True when the caller may file it (her own document, or a family member's). */
  canFile: boolean;
  onOpen: (document: { id: string; name: string }) => void;
}

/**
 * A document in « Mes dossiers »: its thumbnail, name, type and date (opening it in the viewer;
 * a lab result on its table of values and bars, issue 18 §4), and « Ranger dans » to file it in a
 * folder or take it out of any.
 */
export function FolderDocumentCard({
  document,
  folders,
  canFile,
  onOpen,
}: FolderDocumentCardProps) {
  const move = useMoveDocument();
  const navigate = useNavigate();
  const isResult = isLabResultDocument(document);
  const open = isResult
    ? () => void navigate(`/resultats/${document.id}`)
    : () => onOpen({ id: document.id, name: document.name });
  const file = (value: string) => {
    const iddirectory = value === "" ? null : value;
    move.mutate(
      { id: document.id, iddirectory },
      {
        onSuccess: () => {
          const name = folders.find((folder) => folder.id === iddirectory)?.name;
          notifySuccess(name ? format(TEXTS.folders.moved, { name }) : TEXTS.folders.movedOut);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`folder-doc-${document.id}`}>
      <Stack gap="sm">
        <DocumentSummaryButton document={document} onOpen={open} />
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          {canFile && (
            <NativeSelect
              label={TEXTS.folders.moveLabel}
              value={document.iddirectory ?? ""}
              onChange={(event) => file(event.currentTarget.value)}
              disabled={move.isPending}
              data={[
                { value: "", label: TEXTS.folders.noDirectory },
                ...folders.map((folder) => ({ value: folder.id, label: folder.name })),
              ]}
              style={{ flex: "1 1 200px" }}
            />
          )}
          <Button variant="light" onClick={open}>
            {isResult ? TEXTS.labs.seeResults : TEXTS.feed.open}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
