import { Anchor, Card, Group, Stack, Table, Text } from "@mantine/core";
import {
  contactColour,
  displayName,
  format,
  hasWrongEmail,
  TEXTS,
  type PublicUser,
  type UserStatus,
} from "@reseau/shared";
import { Link } from "react-router";
import { healthSummary } from "../profile/healthCard";
import { TintBadge } from "../../components/TintBadge";

const T = TEXTS.patients;

/** A birth date `YYYY-MM-DD` as a French reader writes it, « 14/09/1987 ». */
function frenchDate(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** The label of a row's badge: « E-mail erroné » (red) before the status (000 §4 contact colour). */
function badgeLabel(user: PublicUser): string {
  if (hasWrongEmail(user.meta)) return T.wrongMail;
  if (user.type !== "patient") {
    return user.isEstablishment ? TEXTS.userKinds.establishment : TEXTS.userKinds.professionalShort;
  }
  return T.statuses[user.status as UserStatus] ?? user.status;
}

/** The contact colour as a badge: dark text on the colour's tint, the colour in the border (contrast ≥ 4.5:1). */
function ColourBadge({ user }: { user: PublicUser }) {
  const shade = contactColour(user);
  // Mantine has no « purple »: its grape is the AUTO colour (as on the contact page)
  const colour = shade === "purple" ? "grape" : shade;
  return (
    <TintBadge color={colour} border={7}>
      {badgeLabel(user)}
    </TintBadge>
  );
}

/** The e-mail, in red (and said so) when it was marked wrong. */
function Email({ user }: { user: PublicUser }) {
  if (!user.email)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const wrong = hasWrongEmail(user.meta);
  return (
    <Text span size="sm" c={wrong ? "red.9" : undefined} style={{ overflowWrap: "anywhere" }}>
      {user.email}
    </Text>
  );
}

/** The row's name: a link to the contact page, except in the CONTACTS folder (000 §2 "Folder modes"). */
function Name({ user, linked }: { user: PublicUser; linked: boolean }) {
  const name = displayName(user);
  if (!linked) return <Text fw={600}>{name}</Text>;
  return (
    <Anchor
      component={Link}
      to={`/fiche-contact/${encodeURIComponent(user.id)}`}
      fw={600}
      style={{ display: "inline-flex", alignItems: "center", minHeight: 44 }}
    >
      {name}
    </Anchor>
  );
}

/**
 * The folder's people: cards on phones and tablets (under 992 px), a table from 992 px. Each shows
 * the contact colour (000 §4), the birth date, NIR, blood type and allergens when the caller may
 * see them, the e-mail (red when wrong). `linked`: a name opens the contact page.
 */
export function PatientRows({ users, linked }: { users: PublicUser[]; linked: boolean }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="md" data-testid="patient-cards">
        {users.map((user) => (
          <Card key={user.id} withBorder padding="sm" radius="md" data-testid="patient-row">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Name user={user} linked={linked} />
              <ColourBadge user={user} />
            </Group>
            {frenchDate(user.birth) && (
              <Text size="sm">{format(T.birthOn, { date: frenchDate(user.birth) ?? "" })}</Text>
            )}
            <Email user={user} />
            {user.nir && <Text size="sm">{format(T.nirIs, { nir: user.nir })}</Text>}
            {healthSummary(user) && <Text size="sm">{healthSummary(user)}</Text>}
          </Card>
        ))}
      </Stack>
      <Table visibleFrom="md" striped highlightOnHover data-testid="patient-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.fields.lastName}</Table.Th>
            <Table.Th>{TEXTS.details.status}</Table.Th>
            <Table.Th>{TEXTS.fields.birth}</Table.Th>
            <Table.Th>{TEXTS.fields.email}</Table.Th>
            <Table.Th>{TEXTS.fields.nirShort}</Table.Th>
            <Table.Th>{TEXTS.healthCard.title}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="patient-row">
              <Table.Td>
                <Name user={user} linked={linked} />
              </Table.Td>
              <Table.Td>
                <ColourBadge user={user} />
              </Table.Td>
              <Table.Td>{frenchDate(user.birth) ?? "—"}</Table.Td>
              <Table.Td>
                <Email user={user} />
              </Table.Td>
              <Table.Td>{user.nir ?? "—"}</Table.Td>
              <Table.Td>{healthSummary(user) ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
