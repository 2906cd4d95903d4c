import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { format, isLaboratoryType, TEXTS, type LabReportDto } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { PageTitle } from "../../components/PageTitle";
import { notifyError } from "../../components/notify";
import { isApiError } from "../../api/errors";
import { StatusBadge } from "../documents/StatusBadge";
import { useCurrentUser } from "../session/queries";
import { dayText } from "./format";
import { notifyErrorText, notifyOutcomeText, shareAndNotify, useReport } from "./queries";
import { ReportView } from "./ReportView";
import { Loading } from "./Loading";

const T = TEXTS.labs;

/** The laboratory's action: share the result with its patient and notify her (000 §7, §8). */
function NotifyPanel({ report }: { report: LabReportDto }) {
  const queryClient = useQueryClient();
  const patient = report.patient;
  const mutation = useMutation({
    mutationFn: () =>
      shareAndNotify(report.iddocument, patient?.id ?? "", report.prescriberUser?.id ?? null),
    meta: { context: "notify lab patient", errors: "inline" },
    // the outcome stays written under the button (a toast would vanish in 2 s)
    onSuccess: () => {
      refreshRoots(queryClient, [QUERY_ROOTS.labs, QUERY_ROOTS.feed]);
    },
    onError: (error) => notifyError(notifyErrorText(error)),
  });
  if (!patient) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{patient.name}</Text>
          {report.prescriberUser && (
            <Text size="sm" c="dimmed">
              {format(T.alsoPrescriber, { name: report.prescriberUser.name })}
            </Text>
          )}
          {patient.status === "AUTO" && (
            <Text size="sm" c="dimmed">
              {T.autoPatient}
            </Text>
          )}
        </Stack>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus>
          {T.shareAndNotify}
        </Button>
      </Group>
      {/* a live region present before its text, so that the text is announced */}
      <div role="status" data-testid="notify-outcome">
        {mutation.data && (
          <Text size="sm" mt="xs">
            {notifyOutcomeText(mutation.data)}
          </Text>
        )}
      </div>
    </Paper>
  );
}

/**
 * `/resultats/:id` (issue 10 §2): one result document, for its laboratory (with « Partager et
 * notifier le patient ») and for its patient, whose opening sets RESULTS_OPENED. Readable on a
 * phone: the values become a list with their bars.
 */
export function ResultPage() {
  const { id = "" } = useParams();
  const user = useCurrentUser();
  const report = useReport(id);
  const isLab = user ? isLaboratoryType(user.type) : false;

  if (report.isPending) return <Loading label={T.loading} />;
  if (report.isError) {
    const missing = isApiError(report.error) && report.error.status === 404;
    return (
      <Stack>
        <PageTitle>{T.resultTitle}</PageTitle>
        <Alert color="red" role="alert">
          {missing ? report.error.message || T.notifyNoDocument : TEXTS.http.server}
        </Alert>
      </Stack>
    );
  }
  const data = report.data;
  const who = [data.firstName, data.lastName].filter(Boolean).join(" ");
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <PageTitle>{T.resultTitle}</PageTitle>
          <StatusBadge status={data.status} />
        </Group>
        <Text size="sm">
          {who}
          {data.birth && ` · ${format(T.birth, { date: dayText(data.birth) })}`}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            data.lab?.name,
            dayText(data.examDate),
            data.prescriber && `${T.prescriber} : ${data.prescriber}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </Stack>
      {isLab && <NotifyPanel report={data} />}
      <ReportView report={data} />
    </Stack>
  );
}
