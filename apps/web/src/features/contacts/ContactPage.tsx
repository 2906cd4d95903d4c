import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { openConfirmModal } from "../../components/confirmDialog";
import {
  displayName,
  format,
  isProType,
  parseMetaText,
  TEXTS,
  type PublicUser,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifyError, notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { DocumentAddModal } from "../documents/DocumentAddModal";
import { ChatPanel } from "../messages/ChatPanel";
import { PublicationsSection } from "./PublicationsSection";
import { FolderReadsSection } from "../audit/AuditSections";
import { ProfileForm } from "../account/ProfileForm";
import { healthCardRows } from "../profile/healthCard";
import { updateUser, useEstablishment } from "../profile/queries";
import { useCurrentUser, useUserCard } from "../session/queries";
import { ContactColourDot, NirBadge } from "./ContactColour";
import { NirValidation } from "./NirValidation";
import {
  addContact,
  markEmailInvalid,
  removeContact,
  sendActivationLink,
  useContactBook,
} from "./queries";
import { QrModal } from "./QrModal";
import { activationRefusal, contactModeOf, showsAddButton, type ContactMode } from "./contactRules";

function birthLabel(birth: string | null): string | null {
  const match = birth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birth) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** The card's facts, those it carries (the health card only to whom may see it, 000 §3). */
function Facts({ contact }: { contact: PublicUser }) {
  const rows: [string, string | null][] = [
    [TEXTS.fields.profession, contact.profession],
    [TEXTS.proProfile.specialties, contact.specialties.join(", ") || null],
    [TEXTS.fields.address, contact.fullAddress],
    [TEXTS.fields.email, contact.email],
    [TEXTS.fields.birth, birthLabel(contact.birth)],
    [TEXTS.contactPage.nirLabel, contact.nir],
    ...healthCardRows(contact),
  ];
  return (
    <Stack gap={4}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Group>
        ))}
      {contact.phones.map((phone) => (
        <Anchor key={phone} href={`tel:${phone.replace(/\s/g, "")}`} size="sm" mih={44} pt="xs">
          {phone}
        </Anchor>
      ))}
    </Stack>
  );
}

/** « Pharmacie : … » for a group-pharmacy user (000 §2): the contact's default pharmacy. */
function PharmacyOf({ id }: { id: string }) {
  const pharmacy = useEstablishment(id).data;
  return pharmacy ? (
    <Text size="sm">{format(TEXTS.contactPage.pharmacyOf, { name: displayName(pharmacy) })}</Text>
  ) : null;
}

/**
 * `/fiche-contact/:id?mode=` (000 §2 "Contact page"): the card as I may see it, with its colour,
 * and the actions: add (the rule of `showsAddButton`), remove (then back), my QR code, send a
 * prescription to this contact, and for a professional looking at a patient: validate the NIR,
 * send an activation link, mark the e-mail wrong, open the dashboard. A group-pharmacy user who
 * manages the shown pharmacy gets EDIT_MODE: « Modifier » opens the profile form of `/compte` for
 * that pharmacy (`PUT /ws/user/{id}`, issue 8 §2); on save a toast, and the card shows the change.
 * « Écrire un message » opens CHAT mode (`?mode=CHAT`): the conversation with the contact, live,
 * the reply box focused at once (issue 9 §4). A pharmacy's or laboratory's page shows what it
 * published; the establishment itself (or its group) publishes and withdraws there.
 */
export function ContactPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const me = useCurrentUser();
  const card = useUserCard(id);
  const book = useContactBook();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [qrOpen, setQrOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [validating, setValidating] = useState(false);
  const [editing, setEditing] = useState(false);

  const refreshCard = () =>
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.user, id] });
  const add = useMutation({
    mutationFn: () => addContact(id),
    meta: { context: "add contact", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: (user) =>
      notifySuccess(format(TEXTS.contactPage.added, { name: displayName(user) })),
  });
  const remove = useMutation({
    mutationFn: () => removeContact(id),
    meta: { context: "remove contact", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: () => {
      if (card.data)
        notifySuccess(format(TEXTS.contactPage.removed, { name: displayName(card.data) }));
      void navigate("/contacts");
    },
  });
  const activation = useMutation({
    mutationFn: () => sendActivationLink(id),
    meta: { context: "send activation link" },
    onSuccess: () => notifySuccess(TEXTS.lifecycle.activationSent),
  });
  const wrongEmail = useMutation({
    mutationFn: () => markEmailInvalid(id),
    meta: { context: "invalid email", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: () => {
      notifySuccess(TEXTS.contactPage.invalidEmailDone);
      refreshCard();
    },
  });

  if (card.isPending || !me) return <Loader aria-label={TEXTS.contactPage.pageTitle} />;
  if (!card.data) {
    return (
      <Stack gap="md" maw={720} mx="auto">
        <PageTitle>{TEXTS.contactPage.pageTitle}</PageTitle>
        <Alert color="red">{TEXTS.contactPage.notFound}</Alert>
        <Anchor component={Link} to="/contacts">
          {TEXTS.contactPage.listTitle}
        </Anchor>
      </Stack>
    );
  }
  const contact = card.data;
  const manages = me.type === "grp_pharm" && contact.managers.includes(me.id);
  const mode: ContactMode = manages ? "EDIT_MODE" : contactModeOf(params.get("mode"));
  const isContact = (book.data ?? []).some((user) => user.id === contact.id);
  const meta = parseMetaText(contact.meta) ?? {};
  const proSeesPatient = isProType(me.type) && contact.type === "patient";
  const acts = mode !== "NO_ACTION";
  // a patient sends to her professionals; a doctor or an optician to its patient (issue 9 §3)
  const canSendTo =
    acts &&
    ((me.type === "patient" && contact.type !== "patient") ||
      (me.type === "professional" && contact.type === "patient"));

  const confirmRemove = () =>
    openConfirmModal({
      title: format(TEXTS.contactPage.removeConfirm, { name: displayName(contact) }),
      labels: { confirm: TEXTS.contactPage.remove, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red" },
      onConfirm: () => remove.mutate(),
    });
  const askActivation = () => {
    const refusal = activationRefusal(contact);
    if (refusal) return notifyError(refusal);
    activation.mutate();
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{displayName(contact)}</PageTitle>
      <Group gap="sm">
        <ContactColourDot user={contact} withLabel />
        {proSeesPatient && contact.nir && <NirBadge validated={meta.validated === true} />}
      </Group>
      {mode === "EDIT_MODE" && (
        <Alert color="blue">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{TEXTS.contactPage.editMode}</Text>
            {manages && !editing && (
              <Button variant="light" onClick={() => setEditing(true)} data-testid="contact-edit">
                {TEXTS.contactPage.edit}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {manages && editing && (
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {TEXTS.contactPage.editTitle}
          </Title>
          <ProfileForm
            user={contact}
            save={(update) => updateUser(contact.id, update)}
            onSaved={(saved) => {
              queryClient.setQueryData([QUERY_ROOTS.user, id], saved);
              refreshCard();
              for (const root of [QUERY_ROOTS.contacts, QUERY_ROOTS.pharmacies])
                void queryClient.invalidateQueries({ queryKey: [root] });
              setEditing(false);
              notifySuccess(format(TEXTS.contactPage.editSaved, { name: displayName(saved) }));
            }}
          />
        </Card>
      )}
      {me.type === "grp_pharm" && contact.idpharma && <PharmacyOf id={contact.idpharma} />}
      <Card withBorder radius="md">
        <Facts contact={contact} />
      </Card>
      {proSeesPatient && (mode === "NIR_VALIDATION" || validating) && (
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {TEXTS.contactPage.validateNir}
          </Title>
          <NirValidation patient={contact} autoFocus={mode === "NIR_VALIDATION"} />
        </Card>
      )}
      {acts && (
        <Group gap="sm" data-testid="contact-actions">
          {book.isSuccess && showsAddButton(contact, isContact, mode) && (
            <Button onClick={() => add.mutate()} loading={add.isPending} data-testid="contact-add">
              {TEXTS.contactPage.add}
            </Button>
          )}
          {canSendTo && (
            <Button onClick={() => setSending(true)}>{TEXTS.documents.sendTitle}</Button>
          )}
          {proSeesPatient && mode !== "NIR_VALIDATION" && !validating && (
            <Button variant="light" onClick={() => setValidating(true)} data-testid="open-nir">
              {TEXTS.contactPage.validateNir}
            </Button>
          )}
          {proSeesPatient && contact.status !== "ACTIVE" && (
            <Button variant="light" onClick={askActivation} loading={activation.isPending}>
              {TEXTS.contactPage.sendActivation}
            </Button>
          )}
          {proSeesPatient && contact.email && meta.email_ok !== 0 && (
            <Button
              variant="default"
              onClick={() => wrongEmail.mutate()}
              loading={wrongEmail.isPending}
            >
              {TEXTS.contactPage.invalidEmail}
            </Button>
          )}
          <Button variant="default" onClick={() => setQrOpen(true)}>
            {TEXTS.contactPage.showQr}
          </Button>
          {mode !== "CHAT" && contact.id !== me.id && (
            <Button
              variant="light"
              onClick={() => setParams({ mode: "CHAT" })}
              data-testid="open-chat"
            >
              {TEXTS.contactPage.chat}
            </Button>
          )}
          {proSeesPatient && (
            <Button component={Link} to="/dashboard" variant="subtle">
              {TEXTS.contactPage.feed}
            </Button>
          )}
          {isContact && (
            <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
              {TEXTS.contactPage.remove}
            </Button>
          )}
        </Group>
      )}
      {mode === "CHAT" && contact.id !== me.id && <ChatPanel contact={contact} />}
      {proSeesPatient && <FolderReadsSection patient={contact} />}
      <PublicationsSection establishment={contact} mayPublish={contact.id === me.id || manages} />
      <Anchor component={Link} to="/contacts">
        {TEXTS.contactPage.listTitle}
      </Anchor>
      <QrModal opened={qrOpen} onClose={() => setQrOpen(false)} />
      {canSendTo && (
        <DocumentAddModal opened={sending} onClose={() => setSending(false)} recipient={contact} />
      )}
    </Stack>
  );
}
