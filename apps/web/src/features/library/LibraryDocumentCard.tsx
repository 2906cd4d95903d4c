import { Anchor, Button, Card, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { format, TEXTS, type LibraryDirectoryDto, type LibraryDocumentDto } from "@reseau/shared";
import { API_BASES } from "../../api/config";
import { ThumbnailTile } from "../../components/ThumbnailTile";

const T = TEXTS.library;

/** Where a library document is read: a stored file on the main API, a link as it is. */
function libraryDocumentHref(item: Pick<LibraryDocumentDto, "type" | "url">): string {
  return item.type === "link" ? item.url : `${API_BASES.main}${item.url}`;
}

/**
 * A library document's small picture: the image itself for a poster (`GET /pro-api/images/{name}`,
 * 64 × 64, read lazily: the library holds files of at most 150 KB, no thumbnail is made), « PDF »
 * for a PDF, « Lien » for a web address. Decorative: the document's name is beside it.
 */
function LibraryThumbnail({ item }: { item: Pick<LibraryDocumentDto, "type" | "url"> }) {
  return (
    <ThumbnailTile
      src={item.type.startsWith("image/") ? libraryDocumentHref(item) : undefined}
      label={item.type === "application/pdf" ? "PDF" : T.linkMark}
    />
  );
}

/** Props of a library document's card. */
export interface LibraryDocumentCardProps {
  item: LibraryDocumentDto;
  /** The group's folders, for « Ranger dans ». */
  folders: readonly LibraryDirectoryDto[];
  onMove: (item: LibraryDocumentDto, directory: string | null) => void;
  onShare: (item: LibraryDocumentDto) => void;
  onRemove: (item: LibraryDocumentDto) => void;
}

/**
 * One document of the pharmacy's library (001 §2 "library document selection", §7): its preview
 * and name — a link that opens the file (or the web address) in a new tab —, its category, the
 * folder it is filed in (« Ranger dans », `PUT /pro-api/document`), « Partager » for a file and
 * « Supprimer ». Stacks on a phone, in one row on a desktop.
 */
export function LibraryDocumentCard({
  item,
  folders,
  onMove,
  onShare,
  onRemove,
}: LibraryDocumentCardProps) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: "1 1 240px", minWidth: 0 }}>
          <LibraryThumbnail item={item} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              href={libraryDocumentHref(item)}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              aria-label={format(T.open, { name: item.name })}
              style={{ overflowWrap: "anywhere" }}
            >
              {item.name}
            </Anchor>
            {item.category && (
              <Text size="sm" c="dimmed">
                {item.category}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" align="flex-end">
          {folders.length > 0 && (
            <NativeSelect
              size="sm"
              aria-label={format(T.moveDocument, { name: item.name })}
              value={item.directory ?? ""}
              onChange={(event) => onMove(item, event.currentTarget.value || null)}
              data={[
                { value: "", label: TEXTS.folders.noDirectory },
                ...folders.map((folder) => ({ value: folder.id, label: folder.name })),
              ]}
              style={{ minWidth: 160 }}
            />
          )}
          {item.type !== "link" && (
            <Button
              variant="light"
              onClick={() => onShare(item)}
              aria-label={format(T.shareTitle, { name: item.name })}
            >
              {T.share}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            onClick={() => onRemove(item)}
            aria-label={`${T.remove} ${item.name}`}
          >
            {T.remove}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
