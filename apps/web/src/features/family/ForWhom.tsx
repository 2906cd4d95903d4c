import { NativeSelect } from "@mantine/core";
import { displayName, TEXTS } from "@reseau/shared";
import { useFamily } from "./queries";

/** Who a document is for: me (null) or a family member I manage, with her name. */
export interface DocumentOwner {
  id: string;
  name: string;
}

/** Props of the « Pour qui ? » choice. */
export interface ForWhomProps {
  value: DocumentOwner | null;
  onChange: (owner: DocumentOwner | null) => void;
  /** Only a patient manages a family; for anyone else nothing is asked. */
  enabled: boolean;
}

/**
 * « Pour qui ? » of the document-add flow (000 §4 step 4 "delegate for family members"): « Moi »
 * or one of the members I manage. Shown only when I manage someone.
 */
export function ForWhom({ value, onChange, enabled }: ForWhomProps) {
  const family = useFamily(enabled);
  const members = family.data ?? [];
  if (!enabled || members.length === 0) return null;
  return (
    <NativeSelect
      label={TEXTS.family.forWhom}
      size="md"
      value={value?.id ?? ""}
      data={[
        { value: "", label: TEXTS.family.me },
        ...members.map((member) => ({ value: member.id, label: displayName(member) })),
      ]}
      onChange={(event) => {
        const member = members.find((m) => m.id === event.currentTarget.value);
        onChange(member ? { id: member.id, name: displayName(member) } : null);
      }}
      data-testid="document-for-whom"
    />
  );
}
