import { Alert, Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import { TEXTS, type MarketOperationDto, type PublicUser } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";
import { Section } from "../../components/Section";
import { useCurrentUser } from "../session/session";
import { membersQuery } from "../membership/queries";
import { OperationDocuments } from "./OperationDocuments";
import { operationQuery } from "./queries";
import { ProposeForm } from "./ProposeForm";
import { ReceivedSubmission } from "./ReceivedSubmission";
import { periodText } from "./Submission";
import { SubmissionsTable } from "./SubmissionsTable";

const T = TEXTS.operations;

/**
 * The manager's side: the submissions (« Marquer terminée » on an accepted one), then a new one
 * to a member pharmacy (a lab group's members are laboratories: none to offer).
 */
function ManagerView({ op }: { op: MarketOperationDto }) {
  const members = useQuery(membersQuery);
  return (
    <>
      <Section id="op-submissions" title={T.submissionsTitle}>
        <SubmissionsTable submissions={op.submissions} labelledBy="op-submissions" actions />
      </Section>
      <Section id="op-propose" title={T.proposeTitle}>
        {members.data ? (
          <ProposeForm
            idmarketop={op.id}
            members={members.data.filter((member) => member.type === "pharmacy")}
          />
        ) : (
          <Loader size="sm" aria-label={TEXTS.actions.loading} />
        )}
      </Section>
    </>
  );
}

/** The pharmacy's side: its submission(s), to accept or refuse. */
function ReceiverView({ op }: { op: MarketOperationDto }) {
  return (
    <Section id="op-submissions" title={T.submissionsTitle}>
      {op.submissions.map((submission) => (
        <ReceivedSubmission
          key={submission.id}
          submission={submission}
          groupName={op.creatorName}
        />
      ))}
    </Section>
  );
}

/**
 * An operation's page once loaded: its name as the h1, its days and description, its side, then
 * its documents — added by its manager and by a pharmacy that accepted it (issue 21 §4).
 */
function Operation({ op, user }: { op: MarketOperationDto; user: PublicUser }) {
  const period = periodText(op);
  const isManager = user.id === op.idcreator;
  const mayAdd =
    isManager || op.submissions.some((s) => s.idreceiver === user.id && s.status === "ACCEPTED");
  return (
    <>
      <PageTitle>{op.name}</PageTitle>
      {period && <Text c="dimmed">{period}</Text>}
      {op.description && <Text style={{ whiteSpace: "pre-line" }}>{op.description}</Text>}
      {isManager ? <ManagerView op={op} /> : <ReceiverView op={op} />}
      <OperationDocuments idmarketop={op.id} iddirectory={mayAdd ? op.iddirectory : null} />
    </>
  );
}

/**
 * `/op?id=…`, one marketing operation (issue 21 §4): to its group manager, its submissions
 * (pharmacy, remuneration, status, « Marquer terminée » once accepted) and the proposal to a
 * member pharmacy; to a pharmacy it was proposed to, its own, to accept or refuse; to both, the
 * operation's documents (its OPMARKET directory). An unknown operation, or another's, reads the
 * server's « Opération commerciale introuvable. ».
 */
export function OperationPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const operation = useQuery({ ...operationQuery(id), enabled: id !== "" });
  if (!user) return null;
  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Anchor component={Link} to="/liste-ops" size="sm">
        {T.backToList}
      </Anchor>
      {operation.data ? (
        <Operation op={operation.data} user={user} />
      ) : (
        <>
          <PageTitle>{TEXTS.shell.pages.op}</PageTitle>
          {id === "" ? (
            <Alert color="red" role="alert">
              {T.noOperation}
            </Alert>
          ) : operation.isError ? (
            <Alert color="red" role="alert">
              {failureText(operation.error)}
            </Alert>
          ) : (
            <Center>
              <Loader size="sm" aria-label={TEXTS.actions.loading} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
