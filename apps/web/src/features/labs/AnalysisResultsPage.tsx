import { Alert, Anchor, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  format,
  formatParisDateTime,
  LAB_RESULT_FILTERS,
  statusLabel,
  TEXTS,
  type LabResultFilter,
  type LabResultItem,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { FilePickButton } from "../../components/FilePickButton";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { StatusBadge } from "../documents/StatusBadge";
import { resultItemTitle } from "./format";
import { importHprimFile, useResultList } from "./queries";
import { Loading } from "./Loading";

const T = TEXTS.labs;

/** The HPRIM files a laboratory's software writes (.hpr, .hpm, .txt…), any text file. */
const HPRIM_ACCEPT = ".hpr,.hpm,.hprim,.txt,.dat,text/plain,application/x-hprimnet";

/** The status filter's choices: all, then RESULTS_READY, RESULTS_OPENED, not yet notified. */
const FILTER_OPTIONS = [
  { value: "", label: T.allStatuses },
  ...LAB_RESULT_FILTERS.map((value) => ({
    value,
    label: value === "NOT_NOTIFIED" ? T.notNotified : (statusLabel(value) ?? value),
  })),
];

/** How many values a result holds, and how many are out of their norms. */
function countsText(item: LabResultItem): string {
  const count = item.resultCount;
  const values = format(count > 1 ? T.valueMany : T.valueOne, { count });
  if (item.outOfRange === 0) return values;
  return `${values}, ${format(T.outOfRangeCount, { count: item.outOfRange })}`;
}

function ResultRow({ item }: { item: LabResultItem }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/resultats/${item.id}`} fw={600}>
            {resultItemTitle(item)}
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            {item.name}
          </Text>
          <Text size="sm">
            {formatParisDateTime(item.date)} · {countsText(item)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <StatusBadge status={item.status} />
          {item.status === "NEW" && (
            <Text size="xs" c="dimmed">
              {T.notNotified}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * `/analyses` (ProAnalysisResults, the laboratory's start page, 000 §2; issue 10 §2): import an
 * HPRIM file; the lab's result documents, newest first, filtered by status (RESULTS_READY,
 * RESULTS_OPENED, not yet notified) and by patient name. A patient opening hers shows live
 * (`updateDoc` refreshes the list).
 */
export function AnalysisResultsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LabResultFilter | null>(null);
  const [typed, setTyped] = useState("");
  const [name] = useDebouncedValue(typed, 250);
  const list = useResultList({ status, name });
  const upload = useMutation({
    mutationFn: importHprimFile,
    meta: { context: "import HPRIM" },
    onSuccess: (document) => {
      const count = typeof document.meta.imported === "number" ? document.meta.imported : 1;
      notifySuccess(format(T.imported, { count }));
      refreshRoots(queryClient, [QUERY_ROOTS.labs, QUERY_ROOTS.patients]);
    },
  });

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" gap="sm">
        <PageTitle>{T.title}</PageTitle>
        <FilePickButton
          accept={HPRIM_ACCEPT}
          onFile={(file) => upload.mutate(file)}
          loading={upload.isPending}
          data-testid="hprim-input"
        >
          {T.import}
        </FilePickButton>
      </Group>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={T.statusFilter}
          data={FILTER_OPTIONS}
          value={status ?? ""}
          onChange={(value) => setStatus((value || null) as LabResultFilter | null)}
          allowDeselect={false}
          miw={200}
        />
        <TextInput
          label={T.patientFilter}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
          miw={200}
        />
      </Group>
      {list.isPending ? (
        <Loading label={T.loading} />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {TEXTS.http.server}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text role="status">{T.empty}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={T.title}
        >
          {list.data.map((item) => (
            <ResultRow key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
