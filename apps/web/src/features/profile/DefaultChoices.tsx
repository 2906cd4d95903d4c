import { Button, Group, Stack, Text } from "@mantine/core";
import {
  displayName,
  isOpticianProfession,
  TEXTS,
  type PickerMode,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useAppConfig } from "../../app/appConfig";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import { useSetSessionUser } from "../session/queries";
import { updateProfile, usePharmacies } from "./queries";

type Field = "iddoctor" | "idpharma" | "idoptician";

/** The three defaults of 000 §6, each with its picker mode and the contacts it offers. */
const CHOICES: {
  field: Field;
  label: string;
  mode: PickerMode;
  accepts: (u: PublicUser) => boolean;
}[] = [
  {
    field: "iddoctor",
    label: TEXTS.profile.myDoctor,
    mode: "contacts",
    accepts: (u) => u.type === "professional" && !isOpticianProfession(u.profession),
  },
  {
    field: "idpharma",
    label: TEXTS.profile.myPharmacy,
    mode: "pharma",
    accepts: (u) => u.type === "pharmacy",
  },
  {
    field: "idoptician",
    label: TEXTS.profile.myOptician,
    mode: "optician",
    accepts: (u) => u.type === "professional" && isOpticianProfession(u.profession),
  },
];

/**
 * « Mon médecin, ma pharmacie, mon opticien » (000 §2 "selection of default doctor, pharmacy and
 * optician", §6): each opens the recipient picker on the contacts of that kind (and, for the
 * pharmacy, the pharmacies of the network); saving (`PUT /ws/user`) keeps it as a contact (000 §4).
 * In a group's app the pharmacy can also be chosen « Sur la carte » (`/modal-select-pharm`).
 */
export function DefaultChoices({ user }: { user: PublicUser }) {
  const setSessionUser = useSetSessionUser();
  const book = useContactBook();
  const pharmacies = usePharmacies();
  const [open, setOpen] = useState<Field | null>(null);
  // a group's app finds its pharmacies on the map too (issue 19 §3)
  const config = useAppConfig();
  const groupApp = !!config && (config.variant.code !== null || config.groupMode);
  const save = useMutation({
    mutationFn: (update: Partial<Record<Field, string>>) => updateProfile(update),
    meta: { context: "save default practitioner", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: (updated) => {
      setSessionUser(updated);
      notifySuccess(TEXTS.picker.defaultSaved);
      setOpen(null);
    },
  });
  const known = new Map<string, PublicUser>();
  for (const u of [...(book.data ?? []), ...(pharmacies.data ?? [])]) known.set(u.id, u);
  const all = [...known.values()];

  return (
    <Stack gap="sm">
      {CHOICES.map(({ field, label, mode, accepts }) => {
        const current = user[field] ? known.get(user[field]) : undefined;
        const candidates = all.filter(accepts);
        return (
          <Group key={field} justify="space-between" wrap="nowrap" mih={44}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={500} truncate>
                {current ? displayName(current) : user[field] ? "…" : "—"}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {field === "idpharma" && groupApp && (
                <Button component={Link} to="/modal-select-pharm" variant="subtle">
                  {TEXTS.locator.onMap}
                </Button>
              )}
              <Button
                variant="light"
                onClick={() => setOpen(field)}
                data-testid={`choose-${field}`}
              >
                {TEXTS.directory.chooseDefault}
              </Button>
            </Group>
            {open === field && (
              <ContactPicker
                opened
                onClose={() => setOpen(null)}
                mode={mode}
                single
                candidates={candidates}
                initial={user[field] ? [user[field]] : []}
                onConfirm={([id]) => id && save.mutate({ [field]: id })}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
