import { Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { frenchDay, monthGrid, TEXTS } from "@reseau/shared";

const WEEKDAYS = [
  ["lun.", "lundi"],
  ["mar.", "mardi"],
  ["mer.", "mercredi"],
  ["jeu.", "jeudi"],
  ["ven.", "vendredi"],
  ["sam.", "samedi"],
  ["dim.", "dimanche"],
] as const;

const monthName = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The months (year, month 1–12) from the first date's to the last's. */
function monthsOf(dates: readonly string[]): { year: number; month: number }[] {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split("-").map(Number) as [number, number];
  const months: { year: number; month: number }[] = [];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The calendar preview of the renewal process (issue 10 §3): every month from the first renewal
 * to the last, Monday first, each renewal day marked (colour, bold, and « renouvellement » for a
 * screen reader), then the list of dates.
 */
export function RenewalCalendar({ dates }: { dates: readonly string[] }) {
  const marked = new Set(dates);
  return (
    <Stack gap="sm" data-testid="renewal-calendar">
      <Text fw={600}>{TEXTS.renewals.preview}</Text>
      <Group gap="md" align="flex-start">
        {monthsOf(dates).map(({ year, month }) => {
          const grid = monthGrid(year, month);
          const weeks: (string | null)[][] = [];
          for (let k = 0; k < grid.length; k += 7) weeks.push(grid.slice(k, k + 7));
          return (
            <Paper key={`${year}-${month}`} withBorder p="xs" radius="md">
              <table style={{ borderCollapse: "collapse", textAlign: "center" }}>
                <caption style={{ fontWeight: 600, paddingBottom: 4 }}>
                  {monthName.format(new Date(Date.UTC(year, month - 1, 1)))}
                </caption>
                <thead>
                  <tr>
                    {WEEKDAYS.map(([short, long]) => (
                      <th key={short} scope="col" style={{ fontSize: 12, padding: "2px 4px" }}>
                        <abbr title={long}>{short}</abbr>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week, w) => (
                    <tr key={w}>
                      {week.map((day, d) => {
                        const isRenewal = day !== null && marked.has(day);
                        return (
                          <td
                            key={d}
                            data-renewal-day={isRenewal ? day : undefined}
                            style={{
                              width: 32,
                              height: 30,
                              fontSize: 13,
                              borderRadius: 6,
                              fontWeight: isRenewal ? 700 : 400,
                              background: isRenewal ? "var(--mantine-color-blue-9)" : undefined,
                              color: isRenewal ? "white" : undefined,
                            }}
                          >
                            {day ? Number(day.slice(8)) : ""}
                            {isRenewal && (
                              <VisuallyHidden> {TEXTS.renewals.calendarDay}</VisuallyHidden>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Paper>
          );
        })}
      </Group>
      <Text size="sm" fw={600}>
        {TEXTS.renewals.previewDates}
      </Text>
      <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="renewal-dates">
        {dates.map((day) => (
          <li key={day}>
            <Text size="sm" component="span">
              {frenchDay(day)}
            </Text>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
