import { Anchor, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { DRUG_SEARCH_MAX_LENGTH, format, TEXTS } from "@reseau/shared";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { failureText } from "../../api/errors";
import { useDrugSearch } from "./queries";

const T = TEXTS.drugs;
/** The query parameter keeping the typed name, so « back » from a drug finds the list again. */
const NAME_PARAM = "nom";

/**
 * `/notices` (001 route table « notices », issue 19 §4): the drug guide, open to everyone. A
 * field searches the drugs by the start of their name (or of a word of it) as one types; the
 * results (at most 50) link to `/medicament/:id`. The typed name lives in the address (`?nom=`).
 */
export function DrugGuidePage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get(NAME_PARAM) ?? "");
  const [searched] = useDebouncedValue(typed, 250);
  const search = useDrugSearch(searched);

  const onChange = (value: string) => {
    setTyped(value);
    setParams(value.trim() ? { [NAME_PARAM]: value } : {}, { replace: true });
  };
  const blank = searched.trim() === "";

  return (
    <Stack maw={720} mx="auto" gap="md" py="md">
      <PageTitle>{T.title}</PageTitle>
      <Text>{T.intro}</Text>
      <TextInput
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={typed}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={DRUG_SEARCH_MAX_LENGTH}
        type="search"
        autoComplete="off"
        size="md"
        rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
      />
      <div role="status" aria-live="polite">
        {blank ? (
          <Text c="dimmed">{T.typeToSearch}</Text>
        ) : search.isError ? (
          <Text c="red.8">{failureText(search.error)}</Text>
        ) : search.data ? (
          <Text c="dimmed" size="sm">
            {search.data.length === 0
              ? T.noResult
              : format(T.results, { count: search.data.length })}
          </Text>
        ) : null}
      </div>
      {!blank && search.data && search.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {search.data.map((drug) => (
            <li key={drug.id}>
              <Anchor component={Link} to={`/medicament/${drug.id}`}>
                {drug.name}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {T.source}
      </Text>
    </Stack>
  );
}
