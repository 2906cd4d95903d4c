import { Box, Table, Text } from "@mantine/core";
import { formatCents, TEXTS, type SubmissionDto } from "@reseau/shared";
import { SubmissionActions, SubmissionStatusBadge } from "./Submission";

const T = TEXTS.operations;

/**
 * A manager's view of an operation's submissions (issue 21 §4): each pharmacy, the remuneration
 * in euros and the status; with `actions`,
 * « Marquer terminée » on an accepted one. The table scrolls sideways on a phone, its region
 * focusable (axe scrollable-region-focusable) and named by `labelledBy`.
 */
export function SubmissionsTable({
  submissions,
  labelledBy,
  actions = false,
}: {
  submissions: readonly SubmissionDto[];
  labelledBy: string;
  actions?: boolean;
}) {
  if (submissions.length === 0) return <Text c="dimmed">{T.noSubmissions}</Text>;
  return (
    <Box tabIndex={0} role="region" aria-labelledby={labelledBy} style={{ overflowX: "auto" }}>
      <Table miw={actions ? 520 : 420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.pharmacy}</Table.Th>
            <Table.Th ta="right">{T.remuneration}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            {actions && <Table.Th>{TEXTS.actions.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {submissions.map((submission) => (
            <Table.Tr key={submission.id} data-testid="submission">
              <Table.Td>{submission.receiverName}</Table.Td>
              <Table.Td ta="right">{formatCents(submission.remuneration.amount)}</Table.Td>
              <Table.Td>
                <SubmissionStatusBadge status={submission.status} />
              </Table.Td>
              {actions && (
                <Table.Td>
                  <SubmissionActions submission={submission} side="manager" />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
