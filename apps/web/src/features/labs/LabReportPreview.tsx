import { Alert, Anchor, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { Link } from "react-router";
import { Loading } from "./Loading";
import { useReport } from "./queries";
import { ReportView } from "./ReportView";

/**
 * A lab result where a viewer would show a file (the viewer dialog, the dashboard's panel): its
 * table of values and bars, never « Impossible d'agrandir l'image », and a link to its own page
 * (issue 18 §4). Its patient reading it here opens it (RESULTS_OPENED) as on `/resultats/{id}`.
 */
export function LabReportPreview({ id }: { id: string }) {
  const report = useReport(id);
  if (report.isPending) return <Loading label={TEXTS.labs.loading} />;
  if (report.isError) {
    return (
      <Alert color="red" role="alert">
        {TEXTS.documents.notFound}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/resultats/${encodeURIComponent(id)}`} fw={600}>
        {TEXTS.labs.seeResults}
      </Anchor>
      <ReportView report={report.data} />
    </Stack>
  );
}
