import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { DOCUMENT_TYPE_LABELS, PARIS_TZ, TEXTS } from "@reseau/shared";
import { useState } from "react";
import { FilePickButton } from "../../components/FilePickButton";
import { useCurrentUser } from "../session/queries";
import { formatBytes } from "./files";
import { useDocumentAdd, type AddStep } from "./useDocumentAdd";
import { useSendDocument } from "./useSendDocument";

/** Props of the document-add dialog. */
export interface DocumentAddModalProps {
  opened: boolean;
  onClose: () => void;
}

const ACCEPT = "image/*,application/pdf";

function defaultName(): string {
  const day = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TZ }).format(new Date());
  return `${DOCUMENT_TYPE_LABELS.PRESC_DRUG} du ${day}`;
}

/**
 * "Envoyer une ordonnance" (000 §4 "Document-add flow"): choose a file or take a photo, convert or
 * keep a PDF, see the result and its size, then send it to the default pharmacy. Closing with a
 * document under way asks "Arrêter" / "Continuer".
 */
export function DocumentAddModal({ opened, onClose }: DocumentAddModalProps) {
  const user = useCurrentUser();
  const flow = useDocumentAdd();
  const [name, setName] = useState(defaultName);
  const fullScreen = useMediaQuery("(max-width: 576px)");

  const finish = () => {
    flow.reset();
    setName(defaultName());
    onClose();
  };
  const send = useSendDocument(finish);

  const requestClose = () => {
    if (send.isPending) return;
    if (flow.step.kind === "pick" || flow.step.kind === "error") return finish();
    modals.openConfirmModal({
      title: TEXTS.documents.cancelConfirm,
      labels: { confirm: TEXTS.documents.stop, cancel: TEXTS.documents.continue },
      confirmProps: { color: "red" },
      onConfirm: finish,
    });
  };

  const submit = () => {
    if (flow.step.kind !== "ready") return;
    send.mutate({
      prepared: flow.step.prepared,
      name: name.trim() || defaultName(),
      idpharma: user?.idpharma ?? null,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title="Envoyer une ordonnance"
      fullScreen={fullScreen}
      size="lg"
    >
      <Stack gap="md">
        <StepBody step={flow.step} flow={flow} />
        {flow.step.kind === "ready" && (
          <TextInput
            label="Nom du document"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
        {flow.step.kind === "ready" && !user?.idpharma && (
          <Alert color="yellow">
            Vous n'avez pas encore choisi de pharmacie : le document sera enregistré dans votre
            historique. Choisissez votre pharmacie dans votre profil.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose} disabled={send.isPending}>
            Annuler
          </Button>
          <Button
            onClick={submit}
            disabled={flow.step.kind !== "ready"}
            loading={send.isPending}
            data-testid="document-send"
          >
            Envoyer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface StepBodyProps {
  step: AddStep;
  flow: ReturnType<typeof useDocumentAdd>;
}

function Pickers({ flow }: Pick<StepBodyProps, "flow">) {
  const choose = (file: File) => void flow.choose(file);
  return (
    <Stack gap="xs">
      <FilePickButton accept={ACCEPT} onFile={choose} data-testid="document-file-input" size="md">
        Choisir un fichier
      </FilePickButton>
      <FilePickButton
        accept="image/*"
        capture="environment"
        onFile={choose}
        variant="light"
        size="md"
        data-testid="document-camera-input"
      >
        Prendre une photo
      </FilePickButton>
      <Text size="xs" c="dimmed">
        Formats acceptés : PDF, JPEG, PNG, GIF.
      </Text>
    </Stack>
  );
}

function StepBody({ step, flow }: StepBodyProps) {
  switch (step.kind) {
    case "pick":
      return <Pickers flow={flow} />;
    case "processing":
      return (
        <Center py="xl">
          <Loader aria-label="Préparation du document" />
        </Center>
      );
    case "pdfChoice":
      return (
        <Stack gap="sm">
          <Text>Ce document est un PDF. Voulez-vous le convertir en image ?</Text>
          <Group grow>
            <Button onClick={() => void flow.convertPdf(step.file)} data-testid="pdf-convert">
              Convertir en image
            </Button>
            <Button
              variant="default"
              onClick={() => flow.keepPdf(step.file)}
              data-testid="pdf-keep"
            >
              Garder le PDF
            </Button>
          </Group>
        </Stack>
      );
    case "error":
      return (
        <Stack gap="sm">
          <Alert color="red" title={step.title} role="alert">
            {step.message}
          </Alert>
          <Pickers flow={flow} />
        </Stack>
      );
    case "ready":
      return (
        <Stack gap="xs" data-testid="document-preview">
          {step.prepared.mime === "application/pdf" ? (
            <Text fw={500}>PDF : {step.originalName}</Text>
          ) : (
            <Image
              src={step.previewUrl}
              alt="Aperçu du document"
              mah={360}
              fit="contain"
              radius="sm"
            />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Taille finale : {formatBytes(step.prepared.blob.size)}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={flow.reset}>
              Changer de fichier
            </Button>
          </Group>
        </Stack>
      );
  }
}
