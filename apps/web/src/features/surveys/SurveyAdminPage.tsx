import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { format, SURVEY_STATUSES, TEXTS, type SurveyDto, type SurveyStatus } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { openConfirmModal } from "../../components/confirmDialog";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { useSession } from "../session/session";
import { draftOf, newDraftSurvey, type DraftSurvey } from "./draft";
import { deleteSurvey, updateSurvey, useSurveyAnswers, useSurveys } from "./queries";
import { SurveyBuilder } from "./SurveyBuilder";

const T = TEXTS.surveys;

// the charts (recharts) come with the results only: the list and the builder do without them
const SurveyResults = lazy(() =>
  import("./SurveyResults").then((m) => ({ default: m.SurveyResults })),
);

/** The colour of a status badge. */
const STATUS_COLOURS: Record<SurveyStatus, string> = {
  NEW: "gray",
  ACTIVE: "teal",
  ARCHIVED: "blue",
  DISABLED: "red",
};

/** What the page shows: the list, a survey being built, or a survey's results. */
type View =
  | { kind: "list" }
  | { kind: "edit"; draft: DraftSurvey; locked: boolean }
  | { kind: "results"; survey: SurveyDto };

/**
 * `/questionnaire-admin` (001 §2 "survey administration", issue 21 §3): the group manager's
 * surveys — its group is its `grp` — with their kind, status and number of answers; a new one or
 * a change in the builder (`SurveyBuilder`, with its preview), the status actions (activate,
 * archive, disable, back to draft) and delete from each row's menu (the server's French refusal
 * toasted: a survey with answers is archived, not deleted), and a survey's results
 * (`SurveyResults`). Only a `grp_pharm` with a group has surveys to manage.
 */
export function SurveyAdminPage() {
  const user = useSession().data;
  const group = user?.type === "grp_pharm" ? (user.grp ?? null) : null;
  const surveys = useSurveys(group);
  const answers = useSurveyAnswers(group);
  const [view, setView] = useState<View>({ kind: "list" });
  const toList = () => setView({ kind: "list" });
  const answersOf = (id: string) => (answers.data ?? []).filter((a) => a.questionnaire === id);

  const setStatus = useMutation({
    mutationFn: ({ survey, status }: { survey: SurveyDto; status: SurveyStatus }) =>
      updateSurvey({ ...survey, status }),
    onSuccess: () => notifySuccess(T.statusChanged),
    meta: { context: "survey status", refreshes: [QUERY_ROOTS.surveys] },
  });
  const remove = useMutation({
    mutationFn: (survey: SurveyDto) => deleteSurvey(survey.id),
    onSuccess: () => notifySuccess(T.deleted),
    meta: { context: "survey delete", refreshes: [QUERY_ROOTS.surveys] },
  });
  const confirmDelete = (survey: SurveyDto) =>
    openConfirmModal({
      title: format(T.deleteConfirm, { title: survey.title }),
      labels: { confirm: TEXTS.actions.delete, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red" },
      onConfirm: () => remove.mutate(survey),
    });

  if (view.kind === "edit" && group) {
    return (
      <Stack>
        <PageTitle>{view.draft.id ? view.draft.title || T.edit : T.newSurvey}</PageTitle>
        <SurveyBuilder initial={view.draft} group={group} locked={view.locked} onDone={toList} />
      </Stack>
    );
  }
  if (view.kind === "results") {
    const { survey } = view;
    return (
      <Stack>
        <PageTitle>{survey.title}</PageTitle>
        <Group>
          <Button variant="default" onClick={toList}>
            {T.backToList}
          </Button>
        </Group>
        <Title order={2} size="h3">
          {T.results}
        </Title>
        {answers.isPending ? (
          <Loader aria-label={TEXTS.actions.loading} />
        ) : (
          <Suspense fallback={<Loader aria-label={TEXTS.actions.loading} />}>
            <SurveyResults survey={survey} answers={answersOf(survey.id)} />
          </Suspense>
        )}
      </Stack>
    );
  }

  const list = surveys.data ?? [];
  return (
    <Stack>
      <PageTitle>{TEXTS.shell.pages["questionnaire-admin"]}</PageTitle>
      {!group ? (
        <Text>{T.noGroup}</Text>
      ) : (
        <>
          <Group>
            <Button
              onClick={() => setView({ kind: "edit", draft: newDraftSurvey(), locked: false })}
            >
              {T.newSurvey}
            </Button>
          </Group>
          {surveys.isPending ? (
            <Loader aria-label={TEXTS.actions.loading} />
          ) : list.length === 0 ? (
            <Text c="dimmed">{T.noSurveys}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table data-testid="survey-list" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.columns.title}</Table.Th>
                    <Table.Th>{T.columns.kind}</Table.Th>
                    <Table.Th>{T.columns.status}</Table.Th>
                    <Table.Th>{T.columns.answers}</Table.Th>
                    <Table.Th>{TEXTS.actions.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((survey) => {
                    const count = answers.isSuccess ? answersOf(survey.id).length : null;
                    return (
                      <Table.Tr key={survey.id}>
                        <Table.Td>{survey.title}</Table.Td>
                        <Table.Td>{T.kinds[survey.kind]}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={STATUS_COLOURS[survey.status]}>
                            {T.statuses[survey.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{count ?? ""}</Table.Td>
                        <Table.Td>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="default"
                                aria-label={format(T.actionsOf, { title: survey.title })}
                              >
                                <span aria-hidden>⋯</span>
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                onClick={() =>
                                  setView({
                                    kind: "edit",
                                    draft: draftOf(survey),
                                    locked: (count ?? 0) > 0,
                                  })
                                }
                              >
                                {T.edit}
                              </Menu.Item>
                              <Menu.Item onClick={() => setView({ kind: "results", survey })}>
                                {T.results}
                              </Menu.Item>
                              <Menu.Divider />
                              {SURVEY_STATUSES.filter((s) => s !== survey.status).map((status) => (
                                <Menu.Item
                                  key={status}
                                  onClick={() => setStatus.mutate({ survey, status })}
                                >
                                  {T.setStatus[status]}
                                </Menu.Item>
                              ))}
                              <Menu.Divider />
                              <Menu.Item color="red" onClick={() => confirmDelete(survey)}>
                                {TEXTS.actions.delete}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
