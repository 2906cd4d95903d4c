import { ActionIcon, Alert, Box, Button, Group, Modal, Tooltip } from "@mantine/core";
import { format, orientationTransform, TEXTS } from "@reseau/shared";
import { useState, type CSSProperties, type ReactNode } from "react";
import { TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";
import { keepEscapeInside } from "../../components/escape";
import { downloadName, printImages } from "./printFiles";
import { useTouchSize } from "./useTouchSize";

/** Props of the picture viewer. */
export interface ImageViewProps {
  src: string;
  alt: string;
  /** The picture's mime, for the downloaded file's extension. */
  mime: string;
  /** The most height the picture takes; a tall one scrolls inside. */
  height?: number | string;
  /** The file's EXIF orientation (1 to 8, `exifOrientation`): the picture starts upright. */
  orientation?: number;
}

/**
 * The CSS that shows a picture turned by `rotation` degrees clockwise (and mirrored): the
 * browser's own EXIF turn is switched off, so the file's orientation is applied once, by us.
 */
function pictureStyle(rotation: number, mirror = false): CSSProperties {
  const turns = [rotation ? `rotate(${rotation}deg)` : "", mirror ? "scaleX(-1)" : ""];
  const transform = turns.filter(Boolean).join(" ");
  return { imageOrientation: "none", transform: transform || undefined };
}

/** « Impossible d'agrandir l'image » (000 §8 "Files"): the picture could not be drawn. */
function EnlargeError() {
  return (
    <Alert color="red" role="alert" data-testid="image-error">
      {TEXTS.documents.enlargeError}
    </Alert>
  );
}

/**
 * A picture (000 §2 "image viewer", issue 9 §3), readable at once: upright from its EXIF
 * orientation, it fits the width of its panel; a click (or « Plein écran ») opens it full screen,
 * where the wheel or a pinch zooms and a drag moves it. « Imprimer » and « Télécharger » as for a
 * PDF, and « Pivoter » for a photo still sideways. A picture the browser cannot draw says
 * « Impossible d'agrandir l'image ».
 */
export function ImageView({ src, alt, mime, height = "70vh", orientation = 1 }: ImageViewProps) {
  const upright = orientationTransform(orientation);
  const [rotation, setRotation] = useState(upright.rotation);
  const [failed, setFailed] = useState(false);
  const [full, setFull] = useState(false);
  const touch = useTouchSize();
  const rotate = () => setRotation((r) => (r + 90) % 360);

  return (
    <Box>
      <ImageTools src={src} alt={alt} mime={mime} onRotate={rotate}>
        <Button {...touch} variant="default" onClick={() => setFull(true)}>
          {TEXTS.actions.fullScreen}
        </Button>
      </ImageTools>
      {/* a tall picture scrolls: the region is focusable so the keyboard scrolls it too, and
          Entrée opens it full screen */}
      {failed && <EnlargeError />}
      <Box
        mah={height}
        hidden={failed}
        tabIndex={0}
        role="region"
        aria-label={format(TEXTS.conversation.document, { name: alt })}
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target === event.currentTarget) setFull(true);
        }}
        style={{ overflow: "auto", background: "var(--mantine-color-gray-1)", borderRadius: 4 }}
      >
        <img
          src={src}
          alt={alt}
          onClick={() => setFull(true)}
          onError={() => setFailed(true)}
          data-testid="image-view"
          data-rotation={rotation}
          style={{
            display: "block",
            width: "100%",
            height: "auto",
            ...pictureStyle(rotation, upright.mirror),
            cursor: "zoom-in",
          }}
        />
      </Box>
      <ImageLightbox
        opened={full}
        onClose={() => setFull(false)}
        src={src}
        alt={alt}
        mime={mime}
        rotation={rotation}
        mirror={upright.mirror}
        onRotate={rotate}
      />
    </Box>
  );
}

/** The viewer's buttons: whatever `children` adds, then Pivoter, Imprimer, Télécharger. */
function ImageTools({
  src,
  alt,
  mime,
  onRotate,
  children,
}: {
  src: string;
  alt: string;
  mime: string;
  onRotate: () => void;
  children?: ReactNode;
}) {
  const touch = useTouchSize();
  return (
    <Group gap={4} justify="flex-end" mb={4} wrap="wrap">
      {children}
      <Tooltip label={TEXTS.viewer.rotate}>
        <ActionIcon
          variant="default"
          size={touch.mih ? 44 : "lg"}
          aria-label={TEXTS.viewer.rotate}
          onClick={onRotate}
        >
          ⟳
        </ActionIcon>
      </Tooltip>
      <Button {...touch} variant="default" onClick={() => void printImages([src], alt)}>
        {TEXTS.actions.print}
      </Button>
      <Button
        {...touch}
        variant="default"
        component="a"
        href={src}
        download={downloadName(alt, mime)}
      >
        {TEXTS.viewer.download}
      </Button>
    </Group>
  );
}

/**
 * A picture full screen: the wheel (or a pinch) zooms where the pointer is, a drag moves it, « + »
 * and « − » zoom by steps and « Ajuster » fits it back; Échap closes. `rotation` (clockwise
 * degrees) and `mirror` show it upright; a picture that cannot be drawn says « Impossible
 * d'agrandir l'image ».
 */
export function ImageLightbox({
  opened,
  onClose,
  src,
  alt,
  mime,
  rotation = 0,
  mirror = false,
  onRotate,
}: {
  opened: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  mime: string;
  rotation?: number;
  mirror?: boolean;
  onRotate: () => void;
}) {
  const touch = useTouchSize();
  const [failed, setFailed] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={alt}
      padding="sm"
      onKeyDown={keepEscapeInside}
      styles={{ body: { height: "calc(100dvh - 60px)", display: "flex", flexDirection: "column" } }}
    >
      <TransformWrapper minScale={0.5} maxScale={8} centerOnInit wheel={{ step: 0.15 }}>
        {({ zoomIn, zoomOut, resetTransform }) => (
          <>
            <ImageTools src={src} alt={alt} mime={mime} onRotate={onRotate}>
              <ActionIcon
                variant="default"
                size={touch.mih ? 44 : "lg"}
                aria-label={TEXTS.viewer.zoomOut}
                onClick={() => zoomOut()}
                data-autofocus
              >
                −
              </ActionIcon>
              <ActionIcon
                variant="default"
                size={touch.mih ? 44 : "lg"}
                aria-label={TEXTS.viewer.zoomIn}
                onClick={() => zoomIn()}
              >
                +
              </ActionIcon>
              <Button {...touch} variant="default" onClick={() => resetTransform()}>
                {TEXTS.viewer.fit}
              </Button>
            </ImageTools>
            {failed && <EnlargeError />}
            <Box
              style={{ flex: 1, minHeight: 0, background: "var(--mantine-color-gray-1)" }}
              data-testid="image-lightbox"
              hidden={failed}
            >
              <TransformComponent
                wrapperStyle={{ width: "100%", height: "100%", cursor: "grab" }}
                contentStyle={{ width: "100%", height: "100%" }}
              >
                <img
                  src={src}
                  alt={alt}
                  onError={() => setFailed(true)}
                  data-rotation={rotation}
                  style={{
                    width: "100%",
                    height: "100%",
                    objectFit: "contain",
                    ...pictureStyle(rotation, mirror),
                  }}
                />
              </TransformComponent>
            </Box>
          </>
        )}
      </TransformWrapper>
    </Modal>
  );
}
