import { PageTitle } from "../../components/PageTitle";
import { Button, Center, Grid, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { isDocument, isMessage, useFeed } from "../feed/queries";
import { useCurrentUser } from "../session/queries";
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_TABS,
  feedFilterFor,
  showsItem,
  tabLabel,
  type DashboardTab,
} from "./dashboardFilters";
import { DocumentDetail } from "./DocumentDetail";
import { DocumentTable } from "./DocumentTable";
import { MessageTable } from "./MessageTable";
import { StatusControl } from "./StatusControl";
import { useDocumentCounts } from "./queries";
import { useDocumentSelection } from "./useDocumentSelection";

/**
 * `/dashboard` (pharmacy and other pro-app users): the incoming documents filtered by state, with
 * each state's count, a dense table on the left and the selected document enlarged on the right,
 * with its status menu and its conversation. "Messages" lists the messages patients sent.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const [tab, setTab] = useState<DashboardTab>("DASHBOARD");
  const counts = useDocumentCounts();
  const feed = useFeed(`dashboard-${tab}`, feedFilterFor(tab), DASHBOARD_PAGE_SIZE);
  const messagesTab = tab === "DOCS_MESSAGES_ONLY";
  // under Messages, the latest documents name the ones the messages are about
  const recent = useFeed("dashboard-DOCS_ALL", {}, DASHBOARD_PAGE_SIZE, { enabled: messagesTab });

  const items = feed.items.filter((item) => showsItem(tab, item, user?.id ?? ""));
  const documents = items.filter(isDocument);
  const known = useMemo(
    () => new Map(recent.items.filter(isDocument).map((doc) => [doc.id, doc])),
    [recent.items],
  );
  const { current, select, selectById, prefetch } = useDocumentSelection(documents, known);

  if (!user) return null;
  return (
    <Stack gap="sm">
      <PageTitle size="h3">Documents reçus</PageTitle>
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as DashboardTab)}
        data={DASHBOARD_TABS.map((t) => ({ value: t.value, label: tabLabel(t, counts.data) }))}
        fullWidth
        data-testid="dashboard-filter"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: current ? 7 : 12 }}>
          {feed.isPending ? (
            <Center py="xl">
              <Loader aria-label="Chargement des documents" />
            </Center>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {messagesTab ? "Aucun message." : "Aucun document."}
            </Text>
          ) : messagesTab ? (
            <MessageTable
              messages={items.filter(isMessage)}
              documents={known}
              selectedDocumentId={current?.id ?? null}
              onSelectDocument={selectById}
            />
          ) : (
            <DocumentTable
              items={items}
              selectedId={current?.id ?? null}
              onSelect={select}
              onSelectDocumentId={selectById}
              onHover={prefetch}
              actions={(doc) => (
                <StatusControl document={doc} userType={user.type} onChanged={select} />
              )}
            />
          )}
          {feed.hasNextPage && (
            <Center mt="sm">
              <Button
                variant="light"
                onClick={() => void feed.fetchNextPage()}
                loading={feed.isFetchingNextPage}
              >
                Charger plus
              </Button>
            </Center>
          )}
        </Grid.Col>
        {current && (
          <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: "sticky", top: 70 }}>
            <DocumentDetail
              document={current}
              // the Messages list has no status menu: the pane offers it, for the document at hand
              actions={
                messagesTab && (
                  <StatusControl document={current} userType={user.type} onChanged={select} />
                )
              }
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
