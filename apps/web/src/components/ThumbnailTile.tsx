import { Center, Text } from "@mantine/core";

const BOX = {
  width: 64,
  height: 64,
  flex: "0 0 auto",
  borderRadius: 6,
  background: "var(--mantine-color-gray-1)",
} as const;

/** Props of a thumbnail tile. */
export interface ThumbnailTileProps {
  /** The picture's address (a URL or a `data:` URL); none: the tile shows `label`. */
  src?: string;
  /** A short mark shown when there is no picture, e.g. « PDF » or « Lien ». */
  label: string;
}

/**
 * A document's 64 × 64 px picture in a list: the image, cropped to the square and read lazily,
 * or a gray tile with a short mark. Decorative (empty `alt`, the tile hidden from screen readers):
 * the document's name is always beside it.
 */
export function ThumbnailTile({ src, label }: ThumbnailTileProps) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        style={{ ...BOX, objectFit: "cover" }}
      />
    );
  }
  return (
    <Center style={BOX} aria-hidden>
      <Text size="xs" fw={700} c="gray.7">
        {label}
      </Text>
    </Center>
  );
}
