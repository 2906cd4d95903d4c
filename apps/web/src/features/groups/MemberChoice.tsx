import { Checkbox, Stack, Text } from "@mantine/core";
import { displayName, TEXTS, type PublicUser } from "@reseau/shared";
import { useContactBook } from "../contacts/queries";
import { useFamily } from "../family/queries";
import { useCurrentUser } from "../session/queries";

const T = TEXTS.groups;

/**
 * Who may join a group of the current user (issue 21 §2): her contacts and, for a patient, the
 * family members she manages — the users she may write to — minus `except` (those already in).
 */
export function useMemberCandidates(except: readonly string[] = []): PublicUser[] {
  const user = useCurrentUser();
  const contacts = useContactBook();
  const family = useFamily(user?.type === "patient");
  const all = [...(family.data ?? []), ...(contacts.data ?? [])];
  const seen = new Set(except);
  return all.filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id));
}

/** Props of `MemberChoice`. */
export interface MemberChoiceProps {
  candidates: readonly PublicUser[];
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
}

/** The candidates to tick, one checkbox each, in a labelled group; a hint when there is none. */
export function MemberChoice({ candidates, value, onChange, label }: MemberChoiceProps) {
  if (candidates.length === 0) return <Text c="dimmed">{T.noContacts}</Text>;
  return (
    <Checkbox.Group label={label} description={T.pickMembers} value={value} onChange={onChange}>
      <Stack gap={6} mt="xs">
        {candidates.map((candidate) => (
          <Checkbox key={candidate.id} value={candidate.id} label={displayName(candidate)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
