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
import { openConfirmModal } from "../../components/confirmDialog";
import {
  displayName,
  format,
  formatParisShortDay,
  isOpticianProfession,
  TEXTS,
  type PublicUser,
} from "@reseau/shared";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FilePickButton, focusOnMount } from "../../components/FilePickButton";
import { ForWhom, type DocumentOwner } from "../family/ForWhom";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import { PharmacyPicker } from "../profile/PharmacyPicker";
import { pharmacyWithPlace, useEstablishment } from "../profile/queries";
import { useCurrentUser } from "../session/queries";
import { formatBytes } from "./files";
import { useDocumentAdd, type AddStep } from "./useDocumentAdd";
import { useSendDocument } from "./useSendDocument";

/** Props of the document-add dialog. */
export interface DocumentAddModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * The contact page's « Envoyer une ordonnance »: the document goes to this contact — a patient's
   * pharmacy or optician, or a doctor's (an optician's) patient, who gets a PRESC_DRUG (PRESC_OPT).
   */
  recipient?: PublicUser;
}

const ACCEPT = "image/*,application/pdf";

/** A title a patient reads on a phone: « Ordonnance du 23 nov. » (the Paris day). */
export function defaultName(at: Date = new Date()): string {
  return format(TEXTS.documents.defaultName, { day: formatParisShortDay(at) });
}

/** A phone or tablet: the only devices where « Prendre une photo » opens a camera. */
const TOUCH_DEVICE = "(pointer: coarse)";

/** The patient's feed, « Mon fil », where she lands after sending (issue 18 §4). */
const PATIENT_FEED = "/feed";

/**
 * "Envoyer une ordonnance" (000 §4 "Document-add flow"): choose a file or take a photo, convert or
 * keep a PDF, see the result and its size, then send it to the default pharmacy. The dialog says
 * where it goes (« Envoyer à Pharmacie du Centre (Lyon 2e) », « changer »), or that without a
 * pharmacy it stays in her history. Closing with a document under way asks "Arrêter" / "Continuer".
 */
export function DocumentAddModal({ opened, onClose, recipient }: DocumentAddModalProps) {
  const user = useCurrentUser();
  const flow = useDocumentAdd();
  const [name, setName] = useState(() => defaultName());
  const [choosing, setChoosing] = useState(false);
  const [owner, setOwner] = useState<DocumentOwner | null>(null);
  const [others, setOthers] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const book = useContactBook();
  // issue 9 §3: a doctor (an optician) sends a prescription (an optical one) to its patient
  const prescriber = user?.type === "professional" && recipient?.type === "patient";
  // 000 §4 "Document-add flow": share with pharmacy or optician contacts
  const shareable = prescriber
    ? []
    : (book.data ?? []).filter(
        (contact) =>
          contact.type === "pharmacy" ||
          (contact.type === "professional" && isOpticianProfession(contact.profession)),
      );
  const main = recipient ? recipient.id : (user?.idpharma ?? null);

  const finish = () => {
    flow.reset();
    setName(defaultName());
    setChoosing(false);
    setOwner(null);
    setOthers([]);
    onClose();
  };
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // a patient then sees what she sent where it lives (issue 18 §4): on « Mon fil », her new card
  // on top, wherever she sent it from (« Mon profil », a contact's page…)
  const send = useSendDocument(() => {
    finish();
    if (user?.type === "patient" && pathname !== PATIENT_FEED) void navigate(PATIENT_FEED);
  });

  const requestClose = () => {
    if (send.isPending) return;
    if (flow.step.kind === "pick" || flow.step.kind === "error") return finish();
    openConfirmModal({
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
      ...(prescriber
        ? { type: isOpticianProfession(user?.profession) ? "PRESC_OPT" : "PRESC_DRUG" }
        : {}),
      idpharma: main,
      others,
      owner,
      sentText: sentTextFor(main ? [main, ...others] : others, recipient ?? null, shareable),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={TEXTS.documents.sendTitle}
      fullScreen={fullScreen}
      size="lg"
    >
      <Stack gap="md">
        <ForWhom value={owner} onChange={setOwner} enabled={user?.type === "patient"} />
        {recipient ? (
          <Text fw={500} data-testid="document-destination">
            {format(TEXTS.documents.sendTo, { pharmacy: displayName(recipient) })}
          </Text>
        ) : (
          user && <Destination user={user} choosing={choosing} onChoose={setChoosing} />
        )}
        {shareable.length > 0 && (
          <Stack gap={4} align="flex-start">
            {others.length > 0 && (
              <Text size="sm">
                {format(TEXTS.picker.sharedWith, {
                  names: shareable
                    .filter((contact) => others.includes(contact.id))
                    .map((contact) => displayName(contact))
                    .join(", "),
                })}
              </Text>
            )}
            <Button variant="subtle" onClick={() => setPicking(true)} data-testid="share-more">
              {TEXTS.picker.shareMore}
            </Button>
          </Stack>
        )}
        {picking && (
          <ContactPicker
            opened
            onClose={() => setPicking(false)}
            mode="share"
            candidates={shareable}
            alreadyShared={main ? [main] : []}
            initial={others}
            onConfirm={(ids) => {
              setOthers(ids.filter((id) => id !== main));
              setPicking(false);
            }}
          />
        )}
        <StepBody step={flow.step} flow={flow} />
        {flow.step.kind === "ready" && (
          <TextInput
            label={TEXTS.documents.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="document-name"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose} disabled={send.isPending}>
            {TEXTS.actions.cancel}
          </Button>
          <Button
            onClick={submit}
            disabled={flow.step.kind !== "ready"}
            loading={send.isPending}
            data-testid="document-send"
          >
            {TEXTS.actions.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The success text (000 §8): « Document envoyé à la pharmacie » or « … à l'opticien » for one
 * recipient of that kind, « Document partagé » for several or another kind.
 */
function sentTextFor(
  ids: string[],
  recipient: PublicUser | null,
  contacts: readonly PublicUser[],
): string {
  if (ids.length !== 1) return TEXTS.share.shared;
  const one = recipient?.id === ids[0] ? recipient : contacts.find((c) => c.id === ids[0]);
  if (!one || one.type === "pharmacy") return TEXTS.share.sentToPharmacy;
  if (isOpticianProfession(one.profession)) return TEXTS.share.sentToOptician;
  return TEXTS.share.shared;
}

/** Props of the dialog's destination line. */
interface DestinationProps {
  user: PublicUser;
  choosing: boolean;
  onChoose: (choosing: boolean) => void;
}

/**
 * Where the ordonnance goes: « Envoyer à Pharmacie du Centre (Lyon 2e) » with « changer », or,
 * without a pharmacy, that it will be kept in her history and « Choisir ma pharmacie »; both open
 * the pharmacy picker in place, which closes once saved.
 */
function Destination({ user, choosing, onChoose }: DestinationProps) {
  const pharmacy = useEstablishment(user.idpharma).data;
  if (choosing) {
    return (
      <Stack gap="xs" data-testid="document-destination">
        <PharmacyPicker user={user} onSaved={() => onChoose(false)} />
        <Group justify="flex-start">
          <Button variant="subtle" onClick={() => onChoose(false)}>
            {TEXTS.actions.cancel}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!user.idpharma) {
    return (
      <Alert color="yellow" data-testid="document-destination">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{TEXTS.documents.noPharmacy}</Text>
          <Button variant="light" onClick={() => onChoose(true)}>
            {TEXTS.documents.choosePharmacy}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid="document-destination">
      <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        {format(TEXTS.documents.sendTo, { pharmacy: pharmacy ? pharmacyWithPlace(pharmacy) : "…" })}
      </Text>
      <Button variant="subtle" onClick={() => onChoose(true)} data-testid="change-pharmacy">
        {TEXTS.documents.changePharmacy}
      </Button>
    </Group>
  );
}

interface StepBodyProps {
  step: AddStep;
  flow: ReturnType<typeof useDocumentAdd>;
}

function Pickers({ flow }: Pick<StepBodyProps, "flow">) {
  const choose = (file: File) => void flow.choose(file);
  // a camera is there to open only on a phone or a tablet; a desktop's « photo » is a file
  const touch = useMediaQuery(TOUCH_DEVICE, false, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs">
      {touch && (
        <FilePickButton
          accept="image/*"
          capture="environment"
          onFile={choose}
          size="md"
          data-testid="document-camera-input"
          data-autofocus
        >
          {TEXTS.documents.takePhoto}
        </FilePickButton>
      )}
      <FilePickButton
        accept={ACCEPT}
        onFile={choose}
        data-testid="document-file-input"
        size="md"
        variant={touch ? "light" : "filled"}
        // the dialog opens on the first way to pick a document (Mantine's focus trap)
        data-autofocus
      >
        {TEXTS.documents.chooseFile}
      </FilePickButton>
      <Text size="xs" c="dimmed">
        {TEXTS.documents.formats}
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
          <Loader aria-label={TEXTS.documents.preparing} />
        </Center>
      );
    case "pdfChoice":
      return (
        <Stack gap="sm">
          <Text>{TEXTS.documents.pdfQuestion}</Text>
          <Group grow>
            <Button onClick={() => void flow.convertPdf(step.file)} data-testid="pdf-convert">
              {TEXTS.documents.pdfAsPhoto}
            </Button>
            <Button
              variant="default"
              onClick={() => flow.keepPdf(step.file)}
              data-testid="pdf-keep"
            >
              {TEXTS.documents.pdfAsIs}
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
        <Stack
          gap="xs"
          data-testid="document-preview"
          role="group"
          aria-label={TEXTS.documents.chosen}
          tabIndex={-1}
          ref={focusOnMount}
        >
          {step.prepared.mime === "application/pdf" ? (
            <Text fw={500} style={{ overflowWrap: "anywhere" }}>
              {format(TEXTS.documents.pdfName, { name: step.originalName })}
            </Text>
          ) : (
            <Image
              src={step.previewUrl}
              alt={TEXTS.documents.preview}
              mah={360}
              fit="contain"
              radius="sm"
            />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {format(TEXTS.documents.finalSize, { size: formatBytes(step.prepared.blob.size) })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={flow.reset}>
              {TEXTS.documents.changeFile}
            </Button>
          </Group>
        </Stack>
      );
  }
}
