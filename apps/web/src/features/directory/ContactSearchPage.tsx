import { Stack } from "@mantine/core";
import {
  displayName,
  format,
  isProType,
  TEXTS,
  type ProfileUpdate,
  type PublicUser,
  type UserType,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import { useClose } from "../session/startPages";
import { PatientSearchForm } from "./PatientSearchForm";
import { SearchForm, type SearchFormOptions } from "./SearchForm";
import { SearchResults, type ResultAction } from "./SearchResults";
import { contactSearchModeOf, type ContactSearchMode } from "./modes";
import { saveDefault, useContactIds, useDirectorySearch, type DirectorySearch } from "./queries";

const ALL_KINDS: UserType[] = ["professional", "pharmacy", "labo"];

/** What each mode searches, its title, and which profile field a pick sets. */
const MODES: Record<
  ContactSearchMode,
  {
    title: string;
    form: SearchFormOptions | "patients";
    defaultField?: keyof Pick<ProfileUpdate, "iddoctor" | "idpharma" | "idoptician">;
    canAdd: boolean;
    contactMode: ResultAction["contactMode"];
  }
> = {
  CONTACTS: {
    title: TEXTS.directory.searchTitle,
    form: { types: ALL_KINDS },
    canAdd: true,
    contactMode: "NORMAL",
  },
  GP_DEFAULT: {
    title: TEXTS.directory.chooseDoctor,
    form: { types: ["professional"], profession: "DOCTOR" },
    defaultField: "iddoctor",
    canAdd: false,
    contactMode: "NORMAL",
  },
  PHARMA_DEFAULT: {
    title: TEXTS.documents.choosePharmacy,
    form: { types: ["pharmacy"] },
    defaultField: "idpharma",
    canAdd: false,
    contactMode: "NORMAL",
  },
  OPT_DEFAULT: {
    title: TEXTS.directory.chooseOptician,
    form: { types: ["professional"], profession: "OPTICIAN" },
    defaultField: "idoptician",
    canAdd: false,
    contactMode: "NORMAL",
  },
  PATIENTS_VALIDATION: {
    title: TEXTS.directory.searchPatient,
    form: "patients",
    canAdd: true,
    contactMode: "NIR_VALIDATION",
  },
  NO_ACTION: {
    title: TEXTS.directory.searchTitle,
    form: { types: ALL_KINDS },
    canAdd: false,
    contactMode: "NO_ACTION",
  },
};

/**
 * `/recherche?mode=…`, the contact search (000 §2) in its six modes: CONTACTS (find and add),
 * GP_DEFAULT / PHARMA_DEFAULT / OPT_DEFAULT (pick the default doctor, pharmacy or optician, then
 * leave by the close action of 000 §2 "Start and root pages": back, else the user's start page),
 * PATIENTS_VALIDATION (a professional finds a patient by NIR and last name or by e-mail, to
 * validate her NIR) and NO_ACTION (look only). A patient asking for the patient search gets the
 * contacts search.
 */
export function ContactSearchPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const close = useClose(user);
  const setSessionUser = useSetSessionUser();
  let mode = contactSearchModeOf(params.get("mode"));
  if (mode === "PATIENTS_VALIDATION" && user && !isProType(user.type)) mode = "CONTACTS";
  const config = MODES[mode];
  const [search, setSearch] = useState<DirectorySearch | null>(null);
  const results = useDirectorySearch(search);
  const contacts = useContactIds();

  const pick = useMutation({
    mutationFn: (chosen: PublicUser) =>
      saveDefault(config.defaultField ? { [config.defaultField]: chosen.id } : {}),
    meta: { context: "save default", refreshes: [QUERY_ROOTS.contacts] },
    onSuccess: (updated, chosen) => {
      setSessionUser(updated);
      notifySuccess(format(TEXTS.directory.defaultSaved, { name: displayName(chosen) }));
      close();
    },
  });

  if (!user) return null;
  return (
    <Stack gap="md" maw={860} mx="auto">
      <PageTitle>{config.title}</PageTitle>
      {config.form === "patients" ? (
        <PatientSearchForm onSearch={setSearch} searching={results.isFetching} />
      ) : (
        <SearchForm
          key={mode}
          options={config.form}
          onSearch={setSearch}
          searching={results.isFetching}
        />
      )}
      {results.data && (
        <SearchResults
          results={results.data}
          contactIds={contacts.data ?? new Set()}
          empty={search?.type === "patient" ? TEXTS.directory.patientNotFound : undefined}
          action={{
            canAdd: config.canAdd,
            contactMode: config.contactMode,
            pick: config.defaultField ? (chosen) => pick.mutate(chosen) : undefined,
            picking: pick.isPending ? (pick.variables?.id ?? null) : null,
          }}
        />
      )}
    </Stack>
  );
}
