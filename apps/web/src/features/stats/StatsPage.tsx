import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import {
  defaultStatsPeriod,
  format,
  formatCents,
  formatDuration,
  frenchDay,
  statsCsv,
  statsQuerySchema,
  TEXTS,
  type Stats,
  type StatsQuery,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { Section } from "../../components/Section";
import { useCurrentUser } from "../session/session";
import { membersQuery } from "../membership/queries";
import { useStats } from "./queries";

const T = TEXTS.stats;

/** One figure of the summary: its label and value. */
function Figure({ id, label, value }: { id: string; label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={`stats-${id}`}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Saves `stats` as the « Exporter (CSV) » file (issue 21 §4): one row per Paris date, with a
 * byte order mark so that a spreadsheet reads its accents as UTF-8.
 */
function downloadCsv(stats: Stats): void {
  const blob = new Blob([`\uFEFF${statsCsv(stats.days)}`], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = format(T.fileName, { from: stats.from, to: stats.to });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The summary of the period: prescriptions, processing time, renewals, orders, revenue, surveys. */
function Summary({ stats }: { stats: Stats }) {
  const time = (minutes: number | null) => (minutes === null ? T.noTime : formatDuration(minutes));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure id="received" label={T.received} value={stats.totals.received} />
      <Figure id="processed" label={T.processed} value={stats.totals.processed} />
      <Figure id="median" label={T.medianTime} value={time(stats.processing.medianMinutes)} />
      <Figure id="p90" label={T.p90Time} value={time(stats.processing.p90Minutes)} />
      <Figure id="renewals" label={T.renewals} value={stats.totals.renewals} />
      <Figure id="orders" label={T.orders} value={stats.totals.orders} />
      <Figure id="revenue" label={T.revenue} value={formatCents(stats.totals.revenue)} />
      <Figure id="surveys" label={T.surveysAnswered} value={stats.surveysAnswered} />
    </SimpleGrid>
  );
}

/**
 * Every day of the period, newest first, in a table that scrolls sideways on a phone: the
 * scrolling region takes the focus, so a keyboard scrolls it too (axe scrollable-region-focusable).
 */
function DaysTable({ stats }: { stats: Stats }) {
  return (
    <Box tabIndex={0} role="region" aria-labelledby="stats-days" style={{ overflowX: "auto" }}>
      <Table striped highlightOnHover miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.date}</Table.Th>
            <Table.Th ta="right">{T.received}</Table.Th>
            <Table.Th ta="right">{T.processed}</Table.Th>
            <Table.Th ta="right">{T.renewals}</Table.Th>
            <Table.Th ta="right">{T.orders}</Table.Th>
            <Table.Th ta="right">{T.revenue}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...stats.days].reverse().map((day) => (
            <Table.Tr key={day.date} data-testid={`stats-day-${day.date}`}>
              <Table.Td>{frenchDay(day.date)}</Table.Td>
              <Table.Td ta="right">{day.received}</Table.Td>
              <Table.Td ta="right">{day.processed}</Table.Td>
              <Table.Td ta="right">{day.renewals}</Table.Td>
              <Table.Td ta="right">{day.orders}</Table.Td>
              <Table.Td ta="right">{formatCents(day.revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** The query of the form's period and pharmacy (none: all the caller's). */
const queryOf = (form: { from: string; to: string; pharmacy: string }) => ({
  from: form.from,
  to: form.to,
  ...(form.pharmacy ? { pharmacy: form.pharmacy } : {}),
});

/**
 * `/stats`, « Statistiques » (issue 21 §4 "Pharmacy statistics"): a pharmacy's activity — or, for
 * a group manager, its member pharmacies' (all, or the one chosen) — over a period of Paris days
 * (by default the last 30): the summary, every day's figures, and « Exporter (CSV) ». A period
 * the shared rule refuses (`statsQuerySchema`: malformed, reversed, over 366 days) shows its
 * French message under the dates and keeps the last figures.
 */
export function StatsPage() {
  const user = useCurrentUser();
  const isManager = user?.type === "grp_pharm" || user?.type === "grp_lab";
  const [form, setForm] = useState(() => ({ ...defaultStatsPeriod(new Date()), pharmacy: "" }));
  const [query, setQuery] = useState<StatsQuery>(() => ({ from: form.from, to: form.to }));
  const members = useQuery({ ...membersQuery, enabled: isManager });
  const checked = statsQuerySchema.safeParse(queryOf(form));
  const update = (change: Partial<typeof form>) => {
    const next = { ...form, ...change };
    setForm(next);
    const parsed = statsQuerySchema.safeParse(queryOf(next));
    if (parsed.success) setQuery(parsed.data);
  };
  const stats = useStats(query);
  const refusal = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const noMembers = isManager && members.data?.length === 0;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{TEXTS.shell.pages.stats}</PageTitle>
        <Button
          variant="light"
          disabled={!stats.data}
          onClick={() => stats.data && downloadCsv(stats.data)}
        >
          {T.export}
        </Button>
      </Group>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label={T.from}
          value={form.from}
          onChange={(event) => update({ from: event.currentTarget.value })}
          error={refusal}
        />
        <TextInput
          type="date"
          label={T.to}
          value={form.to}
          onChange={(event) => update({ to: event.currentTarget.value })}
        />
        {isManager && (
          <NativeSelect
            label={T.pharmacy}
            value={form.pharmacy}
            onChange={(event) => update({ pharmacy: event.currentTarget.value })}
            data={[
              { value: "", label: T.allPharmacies },
              ...(members.data ?? []).map((member) => ({
                value: member.id,
                label: member.name,
              })),
            ]}
          />
        )}
      </Group>
      {noMembers && <Text c="dimmed">{T.noMembers}</Text>}
      {!stats.data ? (
        <Center>
          <Loader size="sm" aria-label={TEXTS.actions.loading} />
        </Center>
      ) : (
        <>
          <Section id="stats-summary" title={T.summary}>
            <Summary stats={stats.data} />
          </Section>
          <Section id="stats-days" title={T.perDay}>
            <DaysTable stats={stats.data} />
          </Section>
        </>
      )}
    </Stack>
  );
}
