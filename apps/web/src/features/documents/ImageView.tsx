import { ActionIcon, Box, Group, Tooltip } from "@mantine/core";
import { useState } from "react";

const ZOOMS = [1, 1.5, 2, 3] as const;

/** Props of the picture viewer. */
export interface ImageViewProps {
  src: string;
  alt: string;
  /** Height of the visible area; the picture scrolls inside when zoomed. */
  height?: number | string;
}

/**
 * A zoomable, rotatable picture (000 §2 "image viewer"): a pharmacist reads a prescription photo
 * that may be small or sideways.
 */
export function ImageView({ src, alt, height = "70vh" }: ImageViewProps) {
  const [zoomIndex, setZoomIndex] = useState(0);
  const [rotation, setRotation] = useState(0);
  const zoom = ZOOMS[zoomIndex] ?? 1;
  const sideways = rotation % 180 !== 0;

  return (
    <Box>
      <Group gap={4} justify="flex-end" mb={4}>
        <Tooltip label="Réduire">
          <ActionIcon
            variant="default"
            aria-label="Réduire"
            disabled={zoomIndex === 0}
            onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
          >
            −
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Agrandir">
          <ActionIcon
            variant="default"
            aria-label="Agrandir"
            disabled={zoomIndex === ZOOMS.length - 1}
            onClick={() => setZoomIndex((i) => Math.min(ZOOMS.length - 1, i + 1))}
          >
            +
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Pivoter">
          <ActionIcon
            variant="default"
            aria-label="Pivoter"
            onClick={() => setRotation((r) => (r + 90) % 360)}
          >
            ⟳
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box
        h={height}
        style={{ overflow: "auto", background: "var(--mantine-color-gray-1)", borderRadius: 4 }}
      >
        <img
          src={src}
          alt={alt}
          onClick={() => setZoomIndex((i) => (i + 1) % ZOOMS.length)}
          style={{
            display: "block",
            margin: "0 auto",
            width: zoom === 1 ? undefined : `${zoom * 100}%`,
            maxWidth: zoom === 1 ? "100%" : undefined,
            maxHeight: zoom === 1 && !sideways ? "100%" : undefined,
            transform: rotation ? `rotate(${rotation}deg)` : undefined,
            cursor: "zoom-in",
          }}
        />
      </Box>
    </Box>
  );
}
