import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { displayName, TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { updateProfile, useEstablishment, usePharmacies } from "./queries";
import { notifySuccess } from "../../components/notify";
import { useSetSessionUser } from "../session/queries";

/**
 * « Nom — 12 rue de la République, 69002 Lyon »: what a patient needs to tell two pharmacies
 * apart, and to know where she will collect (issue 18 §2).
 */
function pharmacyLabel(pharmacy: PublicUser): string {
  const town = [pharmacy.zipCode, pharmacy.city].filter(Boolean).join(" ");
  const place = [pharmacy.address, town].filter(Boolean).join(", ");
  return place ? `${displayName(pharmacy)} — ${place}` : displayName(pharmacy);
}

/**
 * "Ma pharmacie" (000 §4): the patient picks a default pharmacy among `GET /ws/search/pharmacy`
 * and saves it with `PUT /ws/user {idpharma}`; the server also adds it as a contact. `onSaved`
 * runs once it is saved (the upload dialog closes the picker).
 */
export function PharmacyPicker({ user, onSaved }: { user: PublicUser; onSaved?: () => void }) {
  const setSessionUser = useSetSessionUser();
  const [chosen, setChosen] = useState<string | null>(user.idpharma);
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search, 250);
  const pharmacies = usePharmacies(typed);
  const save = useMutation({
    mutationFn: (idpharma: string) => updateProfile({ idpharma }),
    meta: { context: "save default pharmacy" },
    onSuccess: (updated) => {
      setSessionUser(updated);
      notifySuccess(TEXTS.profile.pharmacySaved);
      onSaved?.();
    },
  });

  const list = pharmacies.data ?? [];
  const currentCard = useEstablishment(user.idpharma);
  const current = list.find((pharmacy) => pharmacy.id === user.idpharma) ?? currentCard.data;
  // the chosen one stays an option while the next search runs
  const options = current && !list.some((p) => p.id === current.id) ? [current, ...list] : list;
  return (
    <Stack gap="sm">
      {user.idpharma ? (
        <Text size="sm">
          {TEXTS.documents.currentPharmacy}{" "}
          <strong>{current ? pharmacyLabel(current) : "…"}</strong>
        </Text>
      ) : (
        <Alert color="yellow" variant="light">
          {TEXTS.profile.noPharmacy}
        </Alert>
      )}
      <Select
        label={TEXTS.documents.choosePharmacy}
        placeholder={TEXTS.profile.pharmacySearchHint}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // the server searched already (accents, postcodes): every answer is an option
        filter={({ options: all }) => all}
        nothingFoundMessage={TEXTS.actions.noResult}
        data={options.map((pharmacy) => ({ value: pharmacy.id, label: pharmacyLabel(pharmacy) }))}
        value={chosen}
        onChange={setChosen}
        disabled={pharmacies.isPending}
        data-testid="pharmacy-select"
      />
      <Group justify="flex-end">
        <Button
          onClick={() => chosen && save.mutate(chosen)}
          disabled={!chosen || chosen === user.idpharma}
          loading={save.isPending}
        >
          {TEXTS.lifecycle.pages.saveButton}
        </Button>
      </Group>
    </Stack>
  );
}
