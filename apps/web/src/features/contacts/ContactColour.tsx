import { Badge, ColorSwatch, Group, Text, VisuallyHidden } from "@mantine/core";
import { contactColour, TEXTS, type ContactColour, type PublicUser } from "@reseau/shared";

/** Mantine colours of the contact colours of 000 §4 (« dark orange »: orange's darkest shade). */
const SWATCH: Record<ContactColour, string> = {
  red: "var(--mantine-color-red-7)",
  green: "var(--mantine-color-green-7)",
  purple: "var(--mantine-color-grape-7)",
  gray: "var(--mantine-color-gray-6)",
  orange: "var(--mantine-color-orange-9)",
};

/** What the colour means, in words (a colour alone says nothing to a screen reader). */
function colourLabel(user: PublicUser): string {
  const colour = contactColour(user);
  if (colour === "red") return TEXTS.contactPage.status.wrongEmail;
  return TEXTS.contactPage.status[user.status];
}

/**
 * The contact colour of 000 §4 as a dot, with its meaning in words beside it (`withLabel`, its
 * text with `id` so a control can name it as its description) or for readers only.
 */
export function ContactColourDot({
  user,
  withLabel = false,
  id,
}: {
  user: PublicUser;
  withLabel?: boolean;
  id?: string;
}) {
  const label = colourLabel(user);
  return (
    <Group gap={6} wrap="nowrap" data-colour={contactColour(user)}>
      <ColorSwatch color={SWATCH[contactColour(user)]} size={14} aria-hidden />
      {withLabel ? (
        <Text size="sm" id={id}>
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </Group>
  );
}

/** « NIR validé » or not, for a professional looking at a patient. */
export function NirBadge({ validated }: { validated: boolean }) {
  return (
    <Badge color={validated ? "green" : "gray"} variant="light" c="dark">
      {validated ? TEXTS.contactPage.nirValidated : TEXTS.contactPage.nirNotValidated}
    </Badge>
  );
}
