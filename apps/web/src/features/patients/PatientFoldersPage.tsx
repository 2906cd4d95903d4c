import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  useMatches,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  defaultPatientStatuses,
  DEFAULT_INITIAL,
  displayName,
  FOLDER_MODES,
  isPatientSearch,
  patientCountText,
  patientSearchOf,
  searchKey,
  TEXTS,
  USER_STATUSES,
  type FolderMode,
  type PublicUser,
  type UserStatus,
} from "@reseau/shared";
import { useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { AddPatientModal } from "./AddPatientModal";
import { AlphabetFilter, FolderSearch, StatusFilter } from "./FolderFilters";
import { PatientRows } from "./PatientRows";
import { FOLDER_PAGE, usePatientCount, usePatientList, type FolderFilters } from "./queries";
import { useContactBook } from "../contacts/queries";

const T = TEXTS.patients;

/** The folders' page, and the same page with the add-user modal open over it. */
const FOLDERS_PATH = "/dossiers-patients";
const ADD_PATH = "/modal-add-user";

/** The letter to open at: the one the navigation carries (a patient just created), else A. */
function initialOf(state: unknown): string {
  const name = (state as { initial?: unknown } | null)?.initial;
  const letter = typeof name === "string" ? searchKey(name).charAt(0).toUpperCase() : "";
  return /^[A-Z]$/.test(letter) ? letter : DEFAULT_INITIAL;
}

/** The folder in the address (`?folder=`), PATIENTS by default (000 §2 "Folder modes"). */
function folderOf(params: URLSearchParams): FolderMode {
  const folder = params.get("folder");
  return (FOLDER_MODES as readonly string[]).includes(folder ?? "")
    ? (folder as FolderMode)
    : "PATIENTS";
}

/** The contacts of a CONTACTS folder at a letter or for a search (names, accents ignored). */
function contactsShown(
  contacts: PublicUser[],
  folder: FolderMode,
  initial: string,
  typed: string,
): PublicUser[] {
  const wanted = searchKey(typed);
  return contacts.filter((contact) => {
    if (folder === "CONTACTS_PRO_AND_ESTA_ONLY" && contact.type === "patient") return false;
    const name = searchKey(displayName(contact));
    const sortName = searchKey(contact.lastName || displayName(contact));
    return wanted ? name.includes(wanted) : sortName.startsWith(initial.toLowerCase());
  });
}

/**
 * `/dossiers-patients` (000 §2 folders, §4 "Patient folder filters", issue 8 §4): the three
 * folders, the count, the filters — letter A by default, the caller's default statuses, the
 * wrong-mail box on; a search (name, birth date, e-mail, NIR) sets the letter and statuses
 * aside — and the people as cards or a table. « Ajouter un patient » opens the add-user modal
 * (`/modal-add-user`, this page with the modal open).
 */
export function PatientFoldersPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const addOpen = location.pathname === ADD_PATH;
  const [params, setParams] = useSearchParams();
  const folder = folderOf(params);
  const [initial, setInitial] = useState(() => initialOf(location.state));
  const [statuses, setStatuses] = useState<readonly UserStatus[]>(
    () => (user && defaultPatientStatuses(user.type)) ?? USER_STATUSES,
  );
  const [wrongMail, setWrongMail] = useState(true);
  const [typed, setTyped] = useState("");
  const [searched] = useDebouncedValue(typed, 300);
  const [limit, setLimit] = useState(FOLDER_PAGE);
  const search = useMemo(() => patientSearchOf(searched), [searched]);
  const searching = isPatientSearch(search);
  // the three folder names side by side do not fit a phone: one above the other there
  const orientation = useMatches<"vertical" | "horizontal">({ base: "vertical", sm: "horizontal" });

  const filters: FolderFilters = { initial, statuses, wrongMail, search, limit };
  const patients = usePatientList(filters, folder === "PATIENTS");
  // the CONTACTS folders read the contact book (000 §2 "Folder modes")
  const contacts = useContactBook();
  const count = usePatientCount();
  const canCreate =
    user?.type === "pharmacy" || user?.type === "labo" || user?.type === "professional";

  const list = folder === "PATIENTS" ? patients : contacts;
  const rows =
    folder === "PATIENTS"
      ? (patients.data ?? [])
      : contactsShown(contacts.data ?? [], folder, initial, typed);
  const closeAdd = (state?: { initial: string }) =>
    navigate(`${FOLDERS_PATH}${folder === "PATIENTS" ? "" : `?folder=${folder}`}`, { state });

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <PageTitle>{T.title}</PageTitle>
          {count.data && (
            <Text size="sm" c="dimmed" data-testid="patient-count">
              {patientCountText(count.data.count)}
            </Text>
          )}
        </div>
        {canCreate && (
          <Button size="md" onClick={() => navigate(`${ADD_PATH}${location.search}`)}>
            {T.add}
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label={T.folder}
        fullWidth
        orientation={orientation}
        value={folder}
        onChange={(value) => {
          setLimit(FOLDER_PAGE);
          setParams(value === "PATIENTS" ? {} : { folder: value }, { replace: true });
        }}
        data={FOLDER_MODES.map((mode) => ({ value: mode, label: T.folders[mode] }))}
      />
      <FolderSearch
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setLimit(FOLDER_PAGE);
        }}
      />
      <AlphabetFilter
        value={initial}
        disabled={folder === "PATIENTS" ? searching : Boolean(typed.trim())}
        onChange={(letter) => {
          setInitial(letter);
          setLimit(FOLDER_PAGE);
        }}
      />
      {folder === "PATIENTS" && (
        <StatusFilter
          statuses={statuses}
          onStatuses={setStatuses}
          wrongMail={wrongMail}
          onWrongMail={setWrongMail}
          disabled={searching}
        />
      )}
      {list.isPending ? (
        <Center py="lg">
          <Loader aria-label={TEXTS.actions.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{TEXTS.http.server}</Alert>
      ) : rows.length === 0 ? (
        <Text role="status">{T.empty}</Text>
      ) : (
        <PatientRows users={rows} linked={folder !== "CONTACTS"} />
      )}
      {folder === "PATIENTS" && rows.length >= limit && (
        <Button variant="default" size="md" onClick={() => setLimit(limit + FOLDER_PAGE)}>
          {T.more}
        </Button>
      )}
      {canCreate && (
        <AddPatientModal
          opened={addOpen}
          onClose={() => closeAdd()}
          canAffiliate={user?.type === "pharmacy"}
          onCreated={(patient) => {
            // the new patient's letter, so she is in the list the pharmacist goes back to
            const letter = initialOf({ initial: patient.lastName });
            setInitial(letter);
            setTyped("");
            closeAdd({ initial: letter });
          }}
        />
      )}
    </Stack>
  );
}
