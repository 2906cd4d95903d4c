import { Anchor, Group, Stack, Text } from "@mantine/core";
import { isProType, TEXTS } from "@reseau/shared";
import { Link } from "react-router";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { useContactIds, useDirectorySearch, type DirectorySearch } from "./queries";

/**
 * `/annuaire`, the professional directory (000 §2, issue 8 §1): professionals, pharmacies and
 * laboratories by profession, specialty, name, city or department, with suggestions; each answer
 * opens the contact page and may be added to the contacts.
 */
export function DirectoryPage() {
  const user = useCurrentUser();
  const [search, setSearch] = useState<DirectorySearch | null>(null);
  const results = useDirectorySearch(search);
  const contacts = useContactIds();
  if (!user) return null;
  return (
    <Stack gap="md" maw={860} mx="auto">
      <PageTitle>{TEXTS.directory.title}</PageTitle>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {TEXTS.directory.intro}
        </Text>
        {isProType(user.type) && (
          // patients are not in the directory: a professional finds one by NIR or e-mail
          <Anchor component={Link} to="/recherche?mode=PATIENTS_VALIDATION" size="sm">
            {TEXTS.directory.searchPatient}
          </Anchor>
        )}
      </Group>
      <SearchForm
        options={{ types: ["professional", "pharmacy", "labo"] }}
        onSearch={setSearch}
        searching={results.isFetching}
      />
      {results.data && (
        <SearchResults
          results={results.data}
          contactIds={contacts.data ?? new Set()}
          action={{ canAdd: true }}
        />
      )}
    </Stack>
  );
}
