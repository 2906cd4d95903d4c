import { Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  displayName,
  format,
  placeLabel,
  professionLabel,
  TEXTS,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { notifyError, notifySuccess } from "../../components/notify";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { addContact } from "./queries";
import { TintBadge } from "../../components/TintBadge";

/** What a result card says under the name: profession and specialty, or the kind of place. */
function subtitle(user: PublicUser): string {
  if (user.type === "pharmacy") return TEXTS.userKinds.pharmacy;
  if (user.type === "labo") return TEXTS.userKinds.labo;
  if (user.type === "patient") {
    return user.status === "STUB" ? TEXTS.userKinds.stubPatient : TEXTS.userKinds.patient;
  }
  const profession = user.profession ? professionLabel(user.profession) : "";
  return [profession, ...user.specialties].filter(Boolean).join(" · ");
}

/** What a result offers (issue 8 §1): add to contacts, or pick as a default. */
export interface ResultAction {
  /** « Choisir »: picks this result (a default doctor, pharmacy or optician). */
  pick?: (user: PublicUser) => void;
  picking?: string | null;
  /** Shows « Ajouter aux contacts » for those not yet contacts (not STUB). */
  canAdd: boolean;
  /** The contact page's mode (000 §2) the card links to. */
  contactMode?: "NORMAL" | "NO_ACTION" | "NIR_VALIDATION";
}

/**
 * The answers of a search, best first: each card opens the contact page (`/fiche-contact/:id`)
 * and, where the caller may, adds the person to her contacts. « Aucun résultat. » when none.
 */
export function SearchResults({
  results,
  contactIds,
  action,
  empty = TEXTS.actions.noResult,
}: {
  results: PublicUser[];
  contactIds: Set<string>;
  action: ResultAction;
  empty?: string;
}) {
  const add = useMutation({
    mutationFn: (user: PublicUser) => addContact(user.id),
    meta: { context: "add contact", errors: "inline", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: (_card, user) =>
      notifySuccess(format(TEXTS.directory.added, { name: displayName(user) })),
    onError: (_error, user) =>
      notifyError(format(TEXTS.contacts.addError, { name: displayName(user) })),
  });

  if (results.length === 0) {
    return (
      <Text c="dimmed" role="status" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  const mode =
    action.contactMode && action.contactMode !== "NORMAL" ? `?mode=${action.contactMode}` : "";
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={TEXTS.directory.results}
    >
      {results.map((user) => {
        const isContact = contactIds.has(user.id);
        const place = [user.address, placeLabel(user)].filter(Boolean).join(", ");
        return (
          <Card key={user.id} withBorder radius="md" component="li" data-testid="search-result">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Anchor component={Link} to={`/fiche-contact/${user.id}${mode}`} fw={600}>
                  {user.title ? `${user.title} ` : ""}
                  {displayName(user)}
                </Anchor>
                <Text size="sm">{subtitle(user)}</Text>
                {place && (
                  <Text size="sm" c="dimmed">
                    {place}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                {isContact && (
                  // dark text on the green tint, the green in the border (contrast 4.5:1)
                  <TintBadge color="green" size="lg">
                    {TEXTS.directory.isContact}
                  </TintBadge>
                )}
                {action.canAdd && !isContact && user.status !== "STUB" && (
                  <Button
                    variant="light"
                    size="md"
                    onClick={() => add.mutate(user)}
                    loading={add.isPending && add.variables?.id === user.id}
                  >
                    {TEXTS.contactPage.add}
                  </Button>
                )}
                {action.pick && (
                  <Button
                    size="md"
                    onClick={() => action.pick?.(user)}
                    loading={action.picking === user.id}
                    aria-label={`${TEXTS.directory.chooseDefault} ${displayName(user)}`}
                  >
                    {TEXTS.directory.chooseDefault}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
