import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { checkSearch, TEXTS, type SearchCriteria } from "@reseau/shared";
import { useState, type FormEvent } from "react";
import type { DirectorySearch } from "./queries";

/**
 * The patient search of the contact search (issue 8 §1, professionals and establishments only):
 * a NIR with the last name, or an exact e-mail. Patients are never browsable: the shared
 * `checkSearch` refuses anything else before calling.
 */
export function PatientSearchForm({
  onSearch,
  searching,
}: {
  onSearch: (search: DirectorySearch) => void;
  searching: boolean;
}) {
  const [nir, setNir] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const criteria: SearchCriteria = {
      nir: nir.replace(/\s/g, "") || undefined,
      lastName: lastName.trim() || undefined,
      email: email.trim() || undefined,
    };
    const failure = checkSearch(true, criteria);
    if (failure) return setError(failure.message);
    setError(null);
    onSearch({ type: "patient", criteria });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.directory.patientForm}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={TEXTS.fields.nir}
            inputMode="numeric"
            autoComplete="off"
            value={nir}
            onChange={(event) => setNir(event.currentTarget.value)}
          />
          <TextInput
            label={TEXTS.fields.familyName}
            autoComplete="off"
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={TEXTS.directory.orEmail}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={searching} size="md">
            {TEXTS.actions.search}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
