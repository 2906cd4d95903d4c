import { Card, Group, Stack, Text } from "@mantine/core";
import { format, formatCents, TEXTS, type SubmissionDto } from "@reseau/shared";
import type { ReactNode } from "react";
import { SubmissionActions, SubmissionStatusBadge } from "./Submission";

const T = TEXTS.operations;

/**
 * A submission as its pharmacy sees it (issue 21 §4): who proposed it (`groupName`, its
 * groupement), the remuneration in euros, the status, and « Accepter » /
 * « Refuser » while it is proposed. `heading` comes first (the operation's name on the list).
 */
export function ReceivedSubmission({
  submission,
  groupName,
  heading,
}: {
  submission: SubmissionDto;
  groupName: string;
  heading?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" data-testid="received-submission">
      <Stack gap="xs">
        {heading}
        <Text size="sm" c="dimmed">
          {format(T.proposedBy, { name: groupName })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>
            {format(T.remunerationIs, { amount: formatCents(submission.remuneration.amount) })}
          </Text>
          <SubmissionStatusBadge status={submission.status} />
        </Group>
        <SubmissionActions submission={submission} side="receiver" />
      </Stack>
    </Card>
  );
}
