import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { keepEscapeInside } from "../../components/escape";

/**
 * Scanning a QR code with the phone's camera (000 §2: contacts mode, patient app): the rear
 * camera's picture is read a few times a second with jsQR (loaded with the dialog) until a code
 * appears; `onCode` then gets its text. Without a camera, or when it is refused, the dialog says
 * so in French.
 */
export function QrScanModal({
  opened,
  onClose,
  onCode,
}: {
  opened: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  useLayoutEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error("no camera");
        const [{ default: jsQR }, media] = await Promise.all([
          import("jsqr"),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const canvas = document.createElement("canvas");
        const read = () => {
          const v = video.current;
          if (stopped || !v) return;
          if (v.videoWidth > 0) {
            canvas.width = v.videoWidth;
            canvas.height = v.videoHeight;
            const context = canvas.getContext("2d", { willReadFrequently: true });
            context?.drawImage(v, 0, 0);
            const image = context?.getImageData(0, 0, canvas.width, canvas.height);
            const code = image && jsQR(image.data, image.width, image.height);
            if (code?.data) return found.current(code.data);
          }
          timer = window.setTimeout(read, 250);
        };
        read();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TEXTS.qr.scanTitle}
      onKeyDown={keepEscapeInside}
    >
      <Stack gap="sm">
        {failed ? (
          <Alert color="red" role="alert">
            {TEXTS.qr.noCamera}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label={TEXTS.qr.scanHint}
              style={{ width: "100%", borderRadius: 8, background: "#000" }}
            />
            <Text size="sm" c="dimmed">
              {TEXTS.qr.scanHint}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TEXTS.actions.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
