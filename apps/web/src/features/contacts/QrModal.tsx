import { Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { keepEscapeInside } from "../../components/escape";
import { useMyQr } from "./queries";

/** The QR print delay (000 §9): the code is drawn before the print dialog opens. */
const QR_PRINT_DELAY_MS = 1_000;

/**
 * « Mon code QR » (000 §2 "Modals"): my signed code (`GET /ws/user/qr`) drawn as a QR image, for
 * someone to scan and add me. « Imprimer » prints after 1 s (000 §9), as does opening it with
 * `print`.
 */
export function QrModal({
  opened,
  onClose,
  print = false,
}: {
  opened: boolean;
  onClose: () => void;
  print?: boolean;
}) {
  const qr = useMyQr(opened);
  const [printing, setPrinting] = useState(print);
  useEffect(() => {
    if (!opened || !printing || !qr.data) return;
    const timer = window.setTimeout(() => {
      setPrinting(false);
      window.print();
    }, QR_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [opened, printing, qr.data]);

  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.qr.title} onKeyDown={keepEscapeInside}>
      <Stack align="center" gap="md">
        {qr.data ? (
          <>
            <QRCodeSVG
              value={qr.data.code}
              size={240}
              marginSize={2}
              title={qr.data.name}
              data-testid="qr-image"
            />
            <Text fw={500}>{qr.data.name}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {TEXTS.qr.explain}
            </Text>
          </>
        ) : (
          <Center h={240}>
            <Loader aria-label={TEXTS.qr.title} />
          </Center>
        )}
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onClose}>
            {TEXTS.actions.close}
          </Button>
          <Button onClick={() => setPrinting(true)} disabled={!qr.data} loading={printing}>
            {TEXTS.actions.print}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
