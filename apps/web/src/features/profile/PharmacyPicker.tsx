import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { displayName, TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { currentPosition, distanceText, placeText, type Position } from "./location";
import { updateProfile, useEstablishment, usePharmacies } from "./queries";
import { notifySuccess } from "../../components/notify";
import { useSetSessionUser } from "../session/queries";

/**
 * « Nom — 12 rue de la République, 69002 Lyon », « (à 850 m) » after it around her: what a patient needs to tell two pharmacies
 * apart, and to know where she will collect (issue 18 §2).
 */
function pharmacyLabel(pharmacy: PublicUser, near: Position | null = null): string {
  const place = placeText(pharmacy);
  const label = place ? `${displayName(pharmacy)} — ${place}` : displayName(pharmacy);
  const distance = distanceText(near, pharmacy);
  return distance ? `${label} (${distance})` : label;
}

/**
 * "Ma pharmacie" (000 §4): the patient picks a default pharmacy among `GET /ws/search/pharmacy`
 * and saves it with `PUT /ws/user {idpharma}`; the server also adds it as a contact. `onSaved`
 * runs once it is saved (the upload dialog closes the picker).
 */
export function PharmacyPicker({ user, onSaved }: { user: PublicUser; onSaved?: () => void }) {
  const setSessionUser = useSetSessionUser();
  const [chosen, setChosen] = useState<string | null>(user.idpharma);
  // what the field shows, and what is searched: the same, but for the label of an option, which
  // Mantine writes in the field when one is chosen (or its label changes): that is no search
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [typed] = useDebouncedValue(query, 250);
  // « Autour de moi » (issue 18 §2): the browser's position, asked only when she taps it
  const [near, setNear] = useState<Position | null>(null);
  const locate = useMutation({
    mutationFn: currentPosition,
    meta: { context: "locate the patient", errors: "inline" },
    onSuccess: (position) => {
      setNear(position);
      setSearch("");
      setQuery("");
    },
  });
  const pharmacies = usePharmacies(typed, near);
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
  const data = options.map((pharmacy) => ({
    value: pharmacy.id,
    label: pharmacyLabel(pharmacy, near),
  }));
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
        onSearchChange={(value) => {
          setSearch(value);
          setQuery(data.some((option) => option.label === value) ? "" : value);
        }}
        // the server searched already (accents, postcodes): every answer is an option
        filter={({ options: all }) => all}
        nothingFoundMessage={TEXTS.actions.noResult}
        data={data}
        value={chosen}
        onChange={setChosen}
        disabled={pharmacies.isPending}
        data-testid="pharmacy-select"
      />
      {locate.isError && (
        <Alert color="orange" variant="light" role="alert">
          {TEXTS.profile.locationUnavailable}
        </Alert>
      )}
      {near && !typed.trim() && (
        <Text size="sm" c="dimmed" role="status">
          {TEXTS.profile.nearestFirst}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          onClick={() => locate.mutate()}
          loading={locate.isPending}
          data-testid="pharmacy-around-me"
        >
          {TEXTS.profile.aroundMe}
        </Button>
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
