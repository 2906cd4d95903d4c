import { Group, List, Paper, Stack, Table, Text, Title, useMatches } from "@mantine/core";
import { barState, TEXTS, type LabReportDto, type LabResultDto } from "@reseau/shared";
import { BAR_STATE_TEXT, normsText, resultText } from "./format";
import { ResultBar } from "./ResultBar";

const T = TEXTS.labs;

/** The value's colour: red out of the norms, the text's own otherwise. */
function valueColor(result: LabResultDto): string | undefined {
  return result.bar !== null && barState(result.bar) !== "in" ? "red.9" : undefined;
}

function Bar({ result }: { result: LabResultDto }) {
  return result.bar === null ? (
    <Text size="sm" c="dimmed">
      {T.noBar}
    </Text>
  ) : (
    <ResultBar result={{ ...result, bar: result.bar }} />
  );
}

/** Every value in a table (desktop): analysis, result and unit, norms, bar. */
function ResultTable({ results }: { results: LabResultDto[] }) {
  return (
    <Table striped verticalSpacing="xs" data-testid="result-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{T.analysis}</Table.Th>
          <Table.Th scope="col">{T.value}</Table.Th>
          <Table.Th scope="col">{T.norms}</Table.Th>
          <Table.Th scope="col">{T.bar}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr key={result.index}>
            <Table.Th scope="row" fw={500}>
              {result.label || result.code}
            </Table.Th>
            <Table.Td c={valueColor(result)} fw={valueColor(result) ? 700 : undefined}>
              {resultText(result)}
            </Table.Td>
            <Table.Td>{normsText(result)}</Table.Td>
            <Table.Td w={260}>
              <Bar result={result} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every value as a list (phone): the name and value on a line, the norms and bar under it. */
function ResultList({ results }: { results: LabResultDto[] }) {
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      data-testid="result-list"
    >
      {results.map((result) => (
        <li key={result.index} style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
          <Stack gap={4} py="xs">
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Text fw={500} size="sm">
                {result.label || result.code}
              </Text>
              <Text size="sm" c={valueColor(result)} fw={700} ta="right">
                {resultText(result)}
              </Text>
            </Group>
            <Bar result={result} />
            <Text size="xs" c="dimmed">
              {normsText(result) && `${T.norms} : ${normsText(result)}`}
              {result.bar !== null && barState(result.bar) !== "in"
                ? ` · ${BAR_STATE_TEXT[barState(result.bar)]}`
                : ""}
            </Text>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A result document (issue 10 §2): the table of every value with its unit, norms and 20-step
 * bar (a list on a phone), then the free text, then the attached files.
 */
export function ReportView({ report }: { report: LabReportDto }) {
  const wide = useMatches({ base: false, sm: true });
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: "xs", sm: "md" }} radius="md">
        {report.results.length === 0 ? (
          <Text size="sm">{T.noResults}</Text>
        ) : wide ? (
          <ResultTable results={report.results} />
        ) : (
          <ResultList results={report.results} />
        )}
      </Paper>
      {report.text && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            {T.report}
          </Title>
          <Text
            component="pre"
            size="sm"
            style={{
              whiteSpace: "pre-wrap",
              fontFamily: "var(--mantine-font-family-monospace)",
              margin: 0,
              overflowX: "auto",
            }}
          >
            {report.text}
          </Text>
        </Paper>
      )}
      {report.files.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            {T.files}
          </Title>
          <List size="sm">
            {report.files.map((file) => (
              <List.Item key={file}>{file}</List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
