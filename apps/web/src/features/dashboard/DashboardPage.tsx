import { LoadMoreButton } from "../../components/LoadMoreButton";
import { closeOnEscapeKey } from "../../components/escape";
import { PageTitle } from "../../components/PageTitle";
import { PrescribeButton } from "../documents/PrescribeButton";
import { GroupOverview } from "./GroupOverview";
import {
  Button,
  Center,
  Drawer,
  Grid,
  Group,
  Kbd,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import type { DocumentDto, DocumentType, PublicUser } from "@reseau/shared";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isDocument, isMessage, useFeed } from "../feed/queries";
import { useCurrentUser } from "../session/queries";
import {
  DASHBOARD_PAGE_SIZE,
  dashboardRoleOf,
  emptyTextOf,
  feedFilterFor,
  isQueueTab,
  linkTabsOf,
  patientTabLabel,
  receiverColumnOf,
  showsItem,
  stillListed,
  tabLabel,
  tabsOf,
  type DashboardTab,
  type DashboardTabInfo,
} from "./dashboardFilters";
import { DocumentCards } from "./DocumentCards";
import { DocumentDetail } from "./DocumentDetail";
import { FullScreenDocument } from "./FullScreenDocument";
import { DocumentTable, ROW_PREFIX } from "./DocumentTable";
import { MessageTable } from "./MessageTable";
import { ShortcutsHint } from "./ShortcutsHint";
import { useTabCounts } from "./queries";
import { useDashboardShortcuts } from "./useDashboardShortcuts";
import { useDocumentSelection } from "./useDocumentSelection";
import { useStatusActions } from "./useStatusActions";
import { TEXTS } from "@reseau/shared";

/** Below 992 px (Mantine `lg`): cards, tabs as a list, the document in a sliding panel. */
const COMPACT_QUERY = "(max-width: 61.99em)";
/** Below 1200 px (Mantine `lg`) the many states do not fit one line: a list instead. */
const TABS_LIST_QUERY = "(max-width: 74.99em)";

const PAGE_TITLES = {
  pharmacy: TEXTS.dashboard.pharmacyTitle,
  optician: TEXTS.dashboard.pharmacyTitle,
  laboratory: TEXTS.dashboard.laboratoryTitle,
  doctor: TEXTS.dashboard.doctorAll,
} as const;

/** Arrival order, oldest first (the date the patient sent it), ties by id. */
const byArrival = (a: DocumentDto, b: DocumentDto) =>
  a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? -1 : 1;

const focusRow = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${ROW_PREFIX}${id}"]`)?.focus();

/** `/dashboard` for the signed-in pro-app user (see `ProDashboard`). */
export function DashboardPage() {
  const user = useCurrentUser();
  return user ? <ProDashboard user={user} /> : null;
}

/** What a dashboard page shows beyond the user's role. */
export interface ProDashboardProps {
  user: PublicUser;
  /** The document types the whole dashboard is limited to (the optician's: PRESC_OPT). */
  types?: readonly DocumentType[];
  /** The page's title instead of the role's. */
  title?: string;
  /** What an empty « Tous » says instead of the role's text. */
  emptyText?: string;
}

/** The state asked for in the address (`?etat=`), when the role offers it. */
function stateIn(params: URLSearchParams, tabs: readonly DashboardTabInfo[]) {
  const state = params.get("etat");
  return tabs.find((tab) => tab.value === state)?.value;
}

/**
 * The pro dashboard (000 §2 "Pro dashboard states", issue 7 §1): it opens on the queue « À
 * traiter » — NEW and PROCESSING, the longest waiting first, each with how long it has waited,
 * the patient's name, the document's own name and its unread messages — and « Prendre en charge »
 * / « Prête » in one click or one key on every row and in the detail pane. A laboratory sees its
 * results wording, an optician only the optics statuses, a doctor the documents received without
 * pharmacy actions; a group manager opens on « Groupe » (MANAGER_GROUP), its members' documents
 * with the pharmacy that received each, and every pro who uses them finds the marketing
 * operations (OP_MARKETING) among the links. From 992 px the
 * table and the selected document sit side by side; below, cards open the document in a panel
 * that slides in.
 */
export function ProDashboard({ user, types, title, emptyText }: ProDashboardProps) {
  const role = dashboardRoleOf(user);
  const [params, setParams] = useSearchParams();
  const askedPatient = params.get("patient")?.trim() ?? "";
  // a patient asked for in the address (from a contact page) adds the patient filter state
  const tabs = useMemo(
    () =>
      askedPatient
        ? [
            ...tabsOf(user),
            { value: "DOCS_PATIENT_FILTER" as const, label: patientTabLabel(askedPatient) },
          ]
        : tabsOf(user),
    [user, askedPatient],
  );
  const tab: DashboardTab =
    stateIn(params, tabs) ??
    (askedPatient ? "DOCS_PATIENT_FILTER" : (tabs[0]?.value ?? "DOCS_ALL"));
  const [search, setSearch] = useState(askedPatient);
  const [patientName] = useDebouncedValue(search, 300);
  const [panelOpen, setPanelOpen] = useState(false);
  const [fullScreenId, setFullScreenId] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const tabsAsList = useMediaQuery(TABS_LIST_QUERY, false, { getInitialValueInEffect: false });

  const countOptions = types ? { types } : {};
  const counts = useTabCounts(
    tabs.map((t) => t.value),
    countOptions,
  );
  const messagesTab = tab === "DOCS_MESSAGES_ONLY";
  const filter = feedFilterFor(tab, messagesTab ? "" : patientName, types);
  const scope = types ? `dashboard-${types.join(",")}-${tab}` : `dashboard-${tab}`;
  const feed = useFeed(scope, filter, DASHBOARD_PAGE_SIZE);
  // under Messages, the latest documents name the ones the messages are about
  const recent = useFeed("dashboard-DOCS_ALL", {}, DASHBOARD_PAGE_SIZE, { enabled: messagesTab });

  const items = feed.items.filter((item) => showsItem(tab, item, user.id));
  const documents = useMemo(() => {
    const listed = items.filter(isDocument);
    // the queue in arrival order: a row taken in charge keeps its place
    // (see docs/DECISIONS.md "The pharmacist's work queue")
    return isQueueTab(tab) ? [...listed].sort(byArrival) : listed;
  }, [items, tab]);
  const known = useMemo(
    () => new Map(recent.items.filter(isDocument).map((doc) => [doc.id, doc])),
    [recent.items],
  );
  const { current, select, selectById } = useDocumentSelection(documents, known);

  // after « Prête » the document leaves the queue: the next one is ready to be handled
  const actions = useStatusActions(user, (before, after) => {
    const stays = stillListed(tab, after.meta.status);
    if (stays) return select(after);
    const index = documents.findIndex((doc) => doc.id === before.id);
    const next = documents[index + 1] ?? documents[index - 1] ?? null;
    select(next);
    if (next && !compact) focusRow(next.id);
    if (!next) setPanelOpen(false);
  });

  const open = (doc: DocumentDto) => {
    select(doc);
    if (compact) setPanelOpen(true);
    else setFullScreenId(doc.id);
  };

  useDashboardShortcuts(
    {
      move: (step) => {
        if (documents.length === 0) return;
        const onRow = document.activeElement?.getAttribute("data-testid")?.startsWith(ROW_PREFIX);
        // the first key goes to the selected row (the oldest waiting) rather than past it
        if (!onRow && current) return void focusRow(current.id);
        const index = current ? documents.findIndex((doc) => doc.id === current.id) : -1;
        const next =
          documents[Math.min(documents.length - 1, Math.max(0, index + step))] ?? documents[0];
        if (!next) return;
        select(next);
        focusRow(next.id);
      },
      open: () => current && open(current),
      take: () => current && actions.take(current),
      finish: () => current && actions.finish(current),
      menu: () =>
        document
          .querySelector<HTMLElement>('[data-testid="document-detail"] [data-status-menu]')
          ?.click(),
      search: () => searchRef.current?.focus(),
    },
    !messagesTab && !actions.dialogOpen && !panelOpen && fullScreenId === null,
  );

  const receiverColumn = receiverColumnOf(user.type);
  const tabData = tabs.map((t) => ({ value: t.value, label: tabLabel(t, counts.get(t.value)) }));
  const changeTab = (value: string | null) => {
    if (!value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("etat", value);
        return next;
      },
      { replace: true },
    );
    select(null);
  };

  const list = feed.isPending ? (
    <Center py="xl">
      <Loader role="status" aria-label={TEXTS.dashboard.loading} />
    </Center>
  ) : items.length === 0 ? (
    <Text c="dimmed" ta="center" py="xl" data-testid="dashboard-empty">
      {emptyText && tab === "DOCS_ALL" && !patientName.trim()
        ? emptyText
        : emptyTextOf(
            tab,
            role,
            !messagesTab && patientName.trim() !== "" && tab !== "DOCS_PATIENT_FILTER",
          )}
    </Text>
  ) : messagesTab ? (
    <MessageTable
      messages={items.filter(isMessage)}
      documents={known}
      selectedDocumentId={current?.id ?? null}
      onSelectDocument={(id) => {
        selectById(id);
        if (compact) setPanelOpen(true);
      }}
    />
  ) : compact ? (
    <DocumentCards
      documents={documents}
      selectedId={current?.id ?? null}
      onOpen={open}
      actions={actions}
      receiverColumn={receiverColumn}
    />
  ) : (
    <DocumentTable
      documents={documents}
      selectedId={current?.id ?? null}
      onSelect={select}
      onOpen={open}
      actions={actions}
      receiverColumn={receiverColumn}
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <PageTitle size="h3">{title ?? PAGE_TITLES[role]}</PageTitle>
        <Group gap="xs" data-testid="dashboard-links">
          {linkTabsOf(user).map((link) => (
            <Button
              key={link.state}
              component={Link}
              to={link.to}
              variant="subtle"
              size="compact-sm"
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Group>
      {/* a doctor or an optician sends a prescription to a patient contact (issue 9 §3) */}
      <PrescribeButton />
      {/* a group manager sees what waits at each of its pharmacies (issue 18 §5) */}
      <GroupOverview user={user} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {compact || tabsAsList ? (
          <Select
            label={TEXTS.dashboard.show}
            value={tab}
            onChange={changeTab}
            data={tabData}
            allowDeselect={false}
            w={{ base: "100%", sm: 260 }}
            data-testid="dashboard-filter"
          />
        ) : (
          <SegmentedControl
            value={tab}
            onChange={changeTab}
            data={tabData}
            style={{ flex: "1 1 560px" }}
            data-testid="dashboard-filter"
          />
        )}
        {!messagesTab && (
          <TextInput
            ref={searchRef}
            type="search"
            aria-label={TEXTS.directory.searchPatient}
            placeholder={TEXTS.directory.searchPatient}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={compact ? undefined : <Kbd size="xs">/</Kbd>}
            w={{ base: "100%", sm: 260 }}
            data-testid="patient-search"
          />
        )}
      </Group>
      {!compact && actions.quick && !messagesTab && <ShortcutsHint actions={actions} />}
      <Grid gap="md">
        <Grid.Col span={current && !compact ? { base: 12, lg: 7, xl: 8 } : 12}>
          {list}
          <LoadMoreButton query={feed} display="block" mx="auto" mt="sm" />
        </Grid.Col>
        {current && !compact && (
          <Grid.Col span={{ base: 12, lg: 5, xl: 4 }} style={{ position: "sticky", top: 70 }}>
            <DocumentDetail document={current} actions={actions} />
          </Grid.Col>
        )}
      </Grid>
      <Drawer
        opened={compact === true && panelOpen && current !== null}
        onClose={() => setPanelOpen(false)}
        closeOnEscape={false}
        onKeyDown={closeOnEscapeKey(() => setPanelOpen(false))}
        position="right"
        size="min(100%, 640px)"
        title={current?.name ?? TEXTS.documents.document}
        data-testid="document-panel"
      >
        {current && <DocumentDetail document={current} actions={actions} inPanel />}
      </Drawer>
      <FullScreenDocument id={fullScreenId} onClose={() => setFullScreenId(null)} />
      {actions.dialog}
    </Stack>
  );
}
