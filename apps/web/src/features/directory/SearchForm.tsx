import {
  Autocomplete,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Alert,
} from "@mantine/core";
import {
  checkSearch,
  PROFESSION_CHOICES,
  professionLabel,
  SPECIALTIES,
  TEXTS,
  type SearchCriteria,
  type UserType,
} from "@reseau/shared";
import { useMemo, useState, type FormEvent } from "react";
import { cityCriteria, citySuggestions, departmentSuggestions } from "./refData";
import { useRefData, type DirectorySearch } from "./queries";

/** The kinds of account a directory search looks for, with their French names. */
const SEARCH_TYPES: { value: UserType; label: string }[] = [
  { value: "professional", label: TEXTS.userKinds.professionals },
  { value: "pharmacy", label: TEXTS.userKinds.pharmacies },
  { value: "labo", label: TEXTS.userKinds.labos },
];

/** The professions of 000 §1, as the form offers them (value as stored). */
const PROFESSION_OPTIONS = PROFESSION_CHOICES.map((value) => ({
  value,
  label: professionLabel(value),
}));

/** What the professional search form lets change. */
export interface SearchFormOptions {
  /** The kinds offered; one kind hides the choice. */
  types: UserType[];
  /** A fixed profession (a default doctor or optician): the profession field is hidden. */
  profession?: string;
}

/**
 * The directory's form (issue 8 §1): kind, profession, specialty, name, city (5 suggestions,
 * 000 §9) and department (suggested as « Rhône - 69 »). Before calling it applies the shared
 * `checkSearch`: with no name and no place it says « Veuillez indiquer un nom ou une ville. ».
 */
export function SearchForm({
  options,
  onSearch,
  searching,
}: {
  options: SearchFormOptions;
  onSearch: (search: DirectorySearch) => void;
  searching: boolean;
}) {
  const ref = useRefData();
  const [type, setType] = useState<UserType>(options.types[0] ?? "professional");
  const [profession, setProfession] = useState<string | null>(null);
  const [specialty, setSpecialty] = useState("");
  const [name, setName] = useState("");
  const [city, setCity] = useState("");
  const [department, setDepartment] = useState("");
  const [error, setError] = useState<string | null>(null);

  const cities = useMemo(() => citySuggestions(ref.data?.communes ?? [], city), [ref.data, city]);
  const departments = useMemo(
    () => departmentSuggestions(ref.data?.departments ?? [], department),
    [ref.data, department],
  );
  const professional = type === "professional";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // « Lyon (69) » is a suggestion: the city and its department (or the postcode typed)
    const place = cityCriteria(city);
    const criteria: SearchCriteria = {
      name: name.trim() || undefined,
      city: place.city,
      zipCode: place.zipCode,
      department: department.trim() || place.department,
      profession: professional ? (options.profession ?? profession ?? undefined) : undefined,
      specialty: professional ? specialty.trim() || undefined : undefined,
    };
    const failure = checkSearch(false, criteria);
    if (failure) {
      setError(failure.code === "moreFields" ? TEXTS.directory.nameOrCity : failure.message);
      return;
    }
    setError(null);
    onSearch({ type, criteria });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.directory.form}>
      <Stack gap="sm">
        {options.types.length > 1 && (
          <Select
            label={TEXTS.directory.lookingFor}
            data={SEARCH_TYPES.filter((t) => options.types.includes(t.value))}
            value={type}
            onChange={(value) => value && setType(value as UserType)}
            allowDeselect={false}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {professional && !options.profession && (
            <Select
              label={TEXTS.fields.profession}
              placeholder={TEXTS.directory.allProfessions}
              data={PROFESSION_OPTIONS}
              value={profession}
              onChange={setProfession}
              clearable
            />
          )}
          {professional && (
            <Autocomplete
              label={TEXTS.fields.specialty}
              placeholder={TEXTS.directory.specialtyHint}
              data={[...SPECIALTIES]}
              value={specialty}
              onChange={setSpecialty}
              limit={8}
            />
          )}
          <TextInput
            label={TEXTS.fields.lastName}
            placeholder={professional ? TEXTS.directory.nameHint : TEXTS.fields.establishment}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Autocomplete
            label={TEXTS.directory.place}
            placeholder={TEXTS.directory.placeHint}
            data={cities.map((c) => c.label)}
            // the suggestions come from the reference data already filtered
            filter={({ options: all }) => all}
            value={city}
            onChange={setCity}
            data-testid="city-input"
          />
          <Autocomplete
            label={TEXTS.directory.department}
            placeholder={TEXTS.directory.departmentHint}
            data={departments}
            filter={({ options: all }) => all}
            value={department}
            onChange={setDepartment}
          />
        </SimpleGrid>
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
