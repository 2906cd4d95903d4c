import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  format,
  MANAGER_TYPES,
  operationFormSchema,
  TEXTS,
  type MarketOperationDto,
  type OperationForm,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { Section } from "../../components/Section";
import { useCurrentUser } from "../session/session";
import { operationsQuery, useCreateOperation } from "./queries";
import { ReceivedSubmission } from "./ReceivedSubmission";
import { periodText } from "./Submission";
import { SubmissionsTable } from "./SubmissionsTable";

const T = TEXTS.operations;
const EMPTY: OperationForm = { name: "", description: "", start: "", end: "" };

/** The address of an operation's page. */
const operationPath = (id: string) => `/op?id=${encodeURIComponent(id)}`;

/** « Nouvelle opération »: checked by the shared `operationFormSchema`, the server's refusal under. */
function CreateOperationForm() {
  const { register, handleSubmit, formState, reset } = useForm<
    OperationForm,
    unknown,
    z.output<typeof operationFormSchema>
  >({ defaultValues: EMPTY, resolver: zodResolver(operationFormSchema) });
  const create = useCreateOperation((name) => {
    reset(EMPTY);
    notifySuccess(format(T.created, { name }));
  });
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((body) => create.mutate(body))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.nameLabel}
          withAsterisk
          error={errors.name?.message}
          {...register("name")}
        />
        <Textarea label={T.descriptionLabel} autosize minRows={2} {...register("description")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={T.startLabel}
            error={errors.start?.message}
            {...register("start")}
          />
          <TextInput
            type="date"
            label={T.endLabel}
            error={errors.end?.message}
            {...register("end")}
          />
        </SimpleGrid>
        {create.isError && (
          <Alert color="red" role="alert">
            {failureText(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: "flex-start" }}>
          {T.create}
        </Button>
      </Stack>
    </form>
  );
}

/** One of the manager's operations: its name, days, link to its page and its submissions. */
function ManagedOperation({ op }: { op: MarketOperationDto }) {
  const period = periodText(op);
  const titleId = `op-${op.id}`;
  return (
    <Card withBorder radius="md" data-testid="operation">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {op.name}
          </Title>
          <Anchor
            component={Link}
            to={operationPath(op.id)}
            aria-label={format(T.detailsOf, { name: op.name })}
          >
            {T.details}
          </Anchor>
        </Group>
        {period && (
          <Text size="sm" c="dimmed">
            {period}
          </Text>
        )}
        <SubmissionsTable submissions={op.submissions} labelledBy={titleId} />
      </Stack>
    </Card>
  );
}

/** A group manager's page: the creation form, then its operations. */
function ManagerOperations() {
  const operations = useQuery(operationsQuery);
  const list = operations.data ?? [];
  return (
    <>
      <Section id="ops-new" title={T.newTitle}>
        <CreateOperationForm />
      </Section>
      <Section id="ops-mine" title={T.mineTitle}>
        {!operations.data ? (
          <Center>
            <Loader size="sm" aria-label={TEXTS.actions.loading} />
          </Center>
        ) : list.length === 0 ? (
          <Text c="dimmed">{T.noneCreated}</Text>
        ) : (
          list.map((op) => <ManagedOperation key={op.id} op={op} />)
        )}
      </Section>
    </>
  );
}

/** A pharmacy's page: the submissions proposed to it, each with its operation. */
function PharmacySubmissions() {
  const operations = useQuery(operationsQuery);
  const received = (operations.data ?? []).flatMap((op) =>
    op.submissions.map((submission) => ({ op, submission })),
  );
  return (
    <Section id="ops-received" title={T.receivedTitle}>
      {!operations.data ? (
        <Center>
          <Loader size="sm" aria-label={TEXTS.actions.loading} />
        </Center>
      ) : received.length === 0 ? (
        <Text c="dimmed">{T.noneReceived}</Text>
      ) : (
        received.map(({ op, submission }) => (
          <ReceivedSubmission
            key={submission.id}
            submission={submission}
            groupName={op.creatorName}
            heading={
              <Group justify="space-between" wrap="wrap">
                <Title order={3} size="h5">
                  {op.name}
                </Title>
                <Anchor
                  component={Link}
                  to={operationPath(op.id)}
                  aria-label={format(T.detailsOf, { name: op.name })}
                >
                  {T.details}
                </Anchor>
              </Group>
            }
          />
        ))
      )}
    </Section>
  );
}

/**
 * `/liste-ops`, « Opérations marketing » (issue 21 §4; 000 §2 OP_MARKETING): a group manager
 * creates operations and reads each one's submissions (pharmacy, remuneration, status); a
 * pharmacy accepts or refuses those proposed to it. Anyone else reads whose page it is.
 */
export function OperationsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const isManager = MANAGER_TYPES.includes(user.type);
  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <PageTitle>{T.listTitle}</PageTitle>
      {isManager ? (
        <ManagerOperations />
      ) : user.type === "pharmacy" ? (
        <PharmacySubmissions />
      ) : (
        <Text>{T.onlyPros}</Text>
      )}
    </Stack>
  );
}
