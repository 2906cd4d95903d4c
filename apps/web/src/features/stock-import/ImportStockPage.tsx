import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { format, storedSomeLines, TEXTS, type StockImportDto } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { FilePickButton } from "../../components/FilePickButton";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { importCsv, LATEST_IMPORT_KEY, useLatestImport } from "./queries";

const T = TEXTS.stockImport;
const STATUS_COLORS = { PENDING: "gray", RUNNING: "blue", DONE: "green", FAILED: "red" } as const;
const number = new Intl.NumberFormat("fr-FR");

/**
 * `ImportStock` at `/import-stock` (001 §2 "Stock import page", issue 11 §4): the pharmacy sends
 * the CSV of its software; the import runs in the background and its result — lines read,
 * updated, created, unchanged, refused with each line's number and reason — arrives live on the
 * `/market` socket (`import-stock`) the app keeps open (`useMarketSocket`, mounted in AppLayout).
 */
export function ImportStockPage() {
  const user = useCurrentUser();
  const latest = useLatestImport();
  const queryClient = useQueryClient();
  const resultRef = useRef<HTMLDivElement>(null);
  const start = useMutation({
    mutationFn: (file: File) => importCsv(file, user?.id ?? ""),
    onSuccess: (started) => {
      queryClient.setQueryData(LATEST_IMPORT_KEY, started);
      resultRef.current?.focus();
    },
    meta: { context: "stock import" },
  });
  const shown = latest.data ?? null;
  const running = shown && (shown.status === "PENDING" || shown.status === "RUNNING");
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle>{T.title}</PageTitle>
      <Text>{T.intro}</Text>
      <Text size="sm" c="dimmed">
        {T.formats}
      </Text>
      <Group>
        <FilePickButton
          accept=".csv,text/csv,text/plain"
          onFile={(file) => start.mutate(file)}
          loading={start.isPending}
          disabled={Boolean(running)}
          data-testid="stock-import-file"
        >
          {T.submit}
        </FilePickButton>
        {start.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{T.uploading}</Text>
          </Group>
        )}
      </Group>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" data-testid="stock-import-result">
        {latest.isPending ? (
          <Loader role="status" aria-label={T.running} />
        ) : shown ? (
          <ImportResult result={shown} />
        ) : (
          <Text c="dimmed">{T.noImport}</Text>
        )}
      </div>
    </Stack>
  );
}

/** One import: its status, its counts, its refused lines (the first ones, the total). */
function ImportResult({ result }: { result: StockImportDto }) {
  const running = result.status === "PENDING" || result.status === "RUNNING";
  const counts: [string, number][] = [
    [T.read, result.read],
    [T.updated, result.updated],
    [T.created, result.created],
    [T.unchanged, result.unchanged],
    [T.refused, result.refused],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {T.lastImport}
            {result.name ? ` : ${result.name}` : ""}
          </Title>
          <Badge color={STATUS_COLORS[result.status]} variant="light" c="dark">
            {T.statuses[result.status]}
          </Badge>
        </Group>
        {running && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{T.running}</Text>
          </Group>
        )}
        {result.status === "FAILED" && (
          <Alert color="red" title={T.failed}>
            {result.error}
          </Alert>
        )}
        {result.status === "FAILED" && storedSomeLines(result) && (
          // the batches applied before the failure stay stored: say what they changed
          <>
            <Text fw={600}>{T.partCounts}</Text>
            <CountsTable
              caption={T.partCounts}
              counts={[
                [T.updated, result.updated],
                [T.created, result.created],
              ]}
            />
          </>
        )}
        {result.status === "DONE" && (
          <>
            <Text fw={600} role="status">
              {T.done}
            </Text>
            <CountsTable counts={counts} />
            {result.refusals.length > 0 && (
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {T.refusalsTitle}
                </Title>
                <Table.ScrollContainer minWidth={320}>
                  <Table striped withTableBorder data-testid="stock-import-refusals">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{T.lineColumn}</Table.Th>
                        <Table.Th scope="col">{T.reasonColumn}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {result.refusals.map((refusal) => (
                        <Table.Tr key={refusal.line}>
                          <Table.Td>{refusal.line}</Table.Td>
                          <Table.Td>{refusal.reason}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {result.refused > result.refusals.length && (
                  <Text size="sm">
                    {format(T.moreRefusals, { count: result.refused - result.refusals.length })}
                  </Text>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** An import's counts, a row each (label, number), named `caption` for screen readers. */
function CountsTable({ counts, caption }: { counts: [string, number][]; caption?: string }) {
  return (
    <Table withTableBorder maw={420} data-testid="stock-import-counts" aria-label={caption}>
      <Table.Tbody>
        {counts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{number.format(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
