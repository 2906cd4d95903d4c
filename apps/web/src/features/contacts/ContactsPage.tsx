import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  displayName,
  initialOf,
  MANAGER_TYPES,
  sortNameOf,
  TEXTS,
  type PublicUser,
} from "@reseau/shared";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { notifyInfo } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { ContactColourDot } from "./ContactColour";
import { useEstablishment } from "../profile/queries";
import { ComposeModal } from "./ComposeModal";
import { useContactBook, useContacts, useManagerContacts } from "./queries";
import { QrModal } from "./QrModal";
import { QrScanModal } from "./QrScanModal";
import { useQrScan } from "./useQrScan";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** What tells a contact apart under its name: profession or specialty, and town. */
function subtitle(user: PublicUser): string {
  const what = user.specialties[0] ?? user.profession ?? "";
  return [what, user.city].filter(Boolean).join(" · ");
}

/** The alphabet filter (000 §4: A to Z, default A), 44 px keys that wrap on a phone. */
function Alphabet({ letter, onPick }: { letter: string; onPick: (letter: string) => void }) {
  return (
    <Group gap={4} role="group" aria-label={TEXTS.contactPage.letters} data-testid="alphabet">
      {LETTERS.map((l) => (
        <UnstyledButton
          key={l}
          onClick={() => onPick(l)}
          aria-pressed={l === letter}
          w={44}
          h={44}
          fw={700}
          ta="center"
          style={{
            borderRadius: 8,
            border: "1px solid var(--mantine-color-gray-4)",
            background: l === letter ? "var(--mantine-color-blue-8)" : undefined,
            color: l === letter ? "white" : undefined,
          }}
        >
          {l}
        </UnstyledButton>
      ))}
    </Group>
  );
}

/** One contact: its colour, name and what it is; the whole card opens the contact page. */
function ContactCard({ user }: { user: PublicUser }) {
  return (
    <Card
      component={Link}
      to={`/fiche-contact/${encodeURIComponent(user.id)}`}
      withBorder
      radius="md"
      padding="sm"
      mih={44}
      data-testid="contact-card"
    >
      <Group gap="sm" wrap="nowrap">
        <ContactColourDot user={user} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {displayName(user)}
          </Text>
          {subtitle(user) && (
            <Text size="sm" c="dimmed" truncate>
              {subtitle(user)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** One managed establishment's book, under its name (000 §6: a group manager's contacts). */
function EstablishmentBook({ id, contacts }: { id: string; contacts: PublicUser[] }) {
  const establishment = useEstablishment(id).data;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {establishment ? displayName(establishment) : "…"}
      </Title>
      {contacts.length === 0 ? (
        <Text c="dimmed">{TEXTS.contactPage.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {contacts.map((contact) => (
            <ContactCard key={contact.id} user={contact} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The books of a group's establishments under the chosen letter (000 §6: managers load contacts
 * from the managed-contacts endpoint).
 */
function ManagedBooks({ letter }: { letter: string }) {
  const books = useManagerContacts(true);
  const entries = Object.entries(books.data ?? {});
  return (
    <Stack gap="md" data-testid="managed-books">
      {entries.map(([id, contacts]) => (
        <EstablishmentBook
          key={id}
          id={id}
          contacts={contacts.filter((contact) => initialOf(sortNameOf(contact)) === letter)}
        />
      ))}
    </Stack>
  );
}

/**
 * `/contacts` (000 §2 "contacts search" in CONTACTS mode, §4 alphabet and colours): my contacts
 * under one letter (A by default, kept in `?initiale=`), each with its colour; « Mon code QR »;
 * « Scanner un code QR » with the camera for patient-app users, the spec's message for others.
 */
export function ContactsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const letter = (params.get("initiale") ?? "A").toUpperCase();
  const contacts = useContacts({ initiale: letter });
  const [qrOpen, setQrOpen] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [composing, setComposing] = useState(false);
  const book = useContactBook();
  const scan = useQrScan(() => setScanning(false));

  const startScan = () => {
    if (!user?.isOnPatientApp) return notifyInfo(TEXTS.qr.phoneOnly);
    setScanning(true);
  };

  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageTitle>{TEXTS.contactPage.listTitle}</PageTitle>
      <Group gap="sm">
        <Button variant="light" onClick={() => setQrOpen(true)} data-testid="open-my-qr">
          {TEXTS.qr.title}
        </Button>
        <Button variant="default" onClick={startScan}>
          {TEXTS.contactPage.scan}
        </Button>
        <Button variant="light" onClick={() => setComposing(true)} data-testid="open-compose">
          {TEXTS.compose.title}
        </Button>
      </Group>
      <Alphabet letter={letter} onPick={(l) => setParams({ initiale: l }, { replace: true })} />
      {contacts.isPending ? (
        <Loader aria-label={TEXTS.contactPage.listTitle} />
      ) : (contacts.data ?? []).length === 0 ? (
        <Text c="dimmed">{TEXTS.contactPage.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-live="polite">
          {(contacts.data ?? []).map((contact) => (
            <ContactCard key={contact.id} user={contact} />
          ))}
        </SimpleGrid>
      )}
      {user && MANAGER_TYPES.includes(user.type) && <ManagedBooks letter={letter} />}
      {user?.type !== "patient" && (
        <Anchor component={Link} to="/dashboard">
          {TEXTS.contactPage.backToDashboard}
        </Anchor>
      )}
      <QrModal opened={qrOpen} onClose={() => setQrOpen(false)} />
      {composing && (
        <ComposeModal opened onClose={() => setComposing(false)} candidates={book.data ?? []} />
      )}
      <QrScanModal
        opened={scanning && !scan.isPending}
        onClose={() => setScanning(false)}
        onCode={(code) => scan.mutate(code)}
      />
    </Stack>
  );
}
