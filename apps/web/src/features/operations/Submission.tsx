import { Alert, Button, Group, Stack } from "@mantine/core";
import {
  format,
  frenchDay,
  SUBMISSION_STATUS_LABELS,
  submissionTransition,
  TEXTS,
  type MarketOperationDto,
  type SubmissionActor,
  type SubmissionDto,
  type SubmissionStatus,
} from "@reseau/shared";
import { failureText } from "../../api/errors";
import { TintBadge } from "../../components/TintBadge";
import { useSetSubmissionStatus } from "./queries";

const T = TEXTS.operations;

const STATUS_COLOURS: Record<SubmissionStatus, string> = {
  PROPOSED: "blue",
  ACCEPTED: "green",
  REFUSED: "red",
  FINISHED: "gray",
};

/** A submission's status (001 §4): « Proposée », « Acceptée », « Refusée », « Terminée ». */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <TintBadge color={STATUS_COLOURS[status]} testId="submission-status">
      {SUBMISSION_STATUS_LABELS[status]}
    </TintBadge>
  );
}

/**
 * The moves a side may offer, in the order shown, with their buttons' words: the theme's colour
 * (white on green or light blue misses 4.5:1 at this size), a refusal outlined.
 */
const MOVES: readonly { to: SubmissionStatus; label: string }[] = [
  { to: "ACCEPTED", label: T.accept },
  { to: "REFUSED", label: T.refuse },
  { to: "FINISHED", label: T.finish },
];

/**
 * The buttons of the moves `side` may make on `submission` now, as the shared
 * `submissionTransition` allows (the receiver accepts or refuses a proposed one, the manager
 * finishes an accepted one); all disabled while one is sent, the server's refusal shown under.
 */
export function SubmissionActions({
  submission,
  side,
}: {
  submission: SubmissionDto;
  side: SubmissionActor;
}) {
  const change = useSetSubmissionStatus();
  const moves = MOVES.filter(
    (move) => "ok" in submissionTransition(submission.status, move.to, side),
  );
  if (moves.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {moves.map((move) => (
          <Button
            key={move.to}
            size="xs"
            variant={move.to === "REFUSED" ? "default" : "filled"}
            disabled={change.isPending}
            loading={change.isPending && change.variables.status === move.to}
            onClick={() => change.mutate({ id: submission.id, status: move.to })}
          >
            {move.label}
          </Button>
        ))}
      </Group>
      {change.isError && (
        <Alert color="red" role="alert" p="xs">
          {failureText(change.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** An operation's days in French (« Du 01/06/2026 au 30/06/2026 »), or null without any. */
export function periodText(op: Pick<MarketOperationDto, "start" | "end">): string | null {
  if (op.start && op.end) {
    return format(T.period, { start: frenchDay(op.start), end: frenchDay(op.end) });
  }
  if (op.start) return format(T.from, { start: frenchDay(op.start) });
  if (op.end) return format(T.until, { end: frenchDay(op.end) });
  return null;
}
