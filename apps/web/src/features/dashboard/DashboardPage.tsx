import { Button, Center, Grid, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import type { DocumentDto } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fetchDocument } from "../../api/documents";
import { documentKey, isDocument, useFeed } from "../feed/feedQueries";
import { useCurrentUser } from "../session/useSession";
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_TABS,
  feedFilterFor,
  showsItem,
  type DashboardTab,
} from "./dashboardFilters";
import { DocumentDetail } from "./DocumentDetail";
import { DocumentTable } from "./DocumentTable";
import { StatusControl } from "./StatusControl";

/**
 * `/dashboard` (pharmacy and other pro-app users): the incoming documents filtered by state, a
 * dense table on the left and the selected document enlarged on the right, with its status menu.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DashboardTab>("DASHBOARD");
  const [selected, setSelected] = useState<DocumentDto | null>(null);
  const feed = useFeed(`dashboard-${tab}`, feedFilterFor(tab), DASHBOARD_PAGE_SIZE);

  const items = feed.items.filter((item) => showsItem(tab, item, user?.id ?? ""));
  const documents = items.filter(isDocument);
  // the list's copy is the freshest; a document that left the filtered list stays shown; with
  // nothing chosen yet, the newest document is ready to be handled
  const current =
    (selected && documents.find((doc) => doc.id === selected.id)) ??
    selected ??
    documents[0] ??
    null;

  const prefetch = (doc: DocumentDto) =>
    void queryClient.prefetchQuery({
      queryKey: documentKey(doc.id),
      queryFn: ({ signal }) => fetchDocument(doc.id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    });
  const selectById = (id: string) => {
    const doc = documents.find((d) => d.id === id);
    if (doc) setSelected(doc);
  };

  if (!user) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Documents reçus
      </Title>
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as DashboardTab)}
        data={DASHBOARD_TABS.map((t) => ({ value: t.value, label: t.label }))}
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
              Aucun document.
            </Text>
          ) : (
            <DocumentTable
              items={items}
              selectedId={current?.id ?? null}
              onSelect={setSelected}
              onSelectDocumentId={selectById}
              onHover={prefetch}
              actions={(doc) => (
                <StatusControl document={doc} userType={user.type} onChanged={setSelected} />
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
            <DocumentDetail document={current} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
