import { Center, Text } from "@mantine/core";
import type { DocumentDto } from "@reseau/shared";

const BOX = { width: 64, height: 64, flex: "0 0 auto", borderRadius: 6 } as const;

/**
 * A document's small picture in a list: its thumbnail (a JPEG of a few kilobytes the server made
 * at upload, `DocumentDto.thumbnail`), or « PDF » for a PDF and a document without one. The full
 * bytes are only read when the document is opened (`GET /api/documents/{id}`).
 */
export function DocumentThumbnail({
  document,
}: {
  document: Pick<DocumentDto, "thumbnail" | "isPDF">;
}) {
  if (document.thumbnail) {
    return (
      <img
        src={`data:image/jpeg;base64,${document.thumbnail}`}
        // decorative: the button around it is named by the document's name beside it
        alt=""
        width={64}
        height={64}
        loading="lazy"
        style={{ ...BOX, objectFit: "cover", background: "var(--mantine-color-gray-1)" }}
      />
    );
  }
  return (
    <Center style={{ ...BOX, background: "var(--mantine-color-gray-1)" }} aria-hidden>
      <Text size="xs" fw={700} c="gray.7">
        {document.isPDF ? "PDF" : "—"}
      </Text>
    </Center>
  );
}
