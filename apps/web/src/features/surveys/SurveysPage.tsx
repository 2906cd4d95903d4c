import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { format, formatParisDateTime, TEXTS, type SurveyDto } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useAppConfig } from "../../app/appConfig";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { useSession } from "../session/session";
import { answerSurvey, surveyGroupOf, useSurveyAnswers, useSurveys } from "./queries";
import { SurveyAnswerForm } from "./SurveyAnswerForm";

const T = TEXTS.surveys;

/** The search parameter naming the survey being answered (`/questionnaires?questionnaire=<id>`). */
const SURVEY_PARAM = "questionnaire";

/**
 * `/questionnaires` (ours: 001 §2 names only the manager's page; issue 21 §3): the surveys a
 * member pharmacy (the ACTIVE `pharma` ones) or a patient of the group (the ACTIVE `public` and
 * `satisfaction` ones) may answer, as the server lists them, each marked when answered; one opened
 * (`?questionnaire=<id>`, so « back » returns to the list) shows `SurveyAnswerForm`, filled with
 * the caller's previous answer, which it replaces while the survey is ACTIVE.
 */
export function SurveysPage() {
  const user = useSession().data;
  const config = useAppConfig();
  const group = user ? surveyGroupOf(user, config) : null;
  const surveys = useSurveys(group);
  const answers = useSurveyAnswers(group);
  const [params, setParams] = useSearchParams();
  const openId = params.get(SURVEY_PARAM);
  const list = surveys.data ?? [];
  const open = list.find((s) => s.id === openId);
  const previous = (id: string) => (answers.data ?? []).find((a) => a.questionnaire === id);
  const close = () => setParams({});
  const send = useMutation({
    mutationFn: (body: Parameters<typeof answerSurvey>[1]) => answerSurvey(group ?? "", body),
    onSuccess: () => {
      notifySuccess(T.answerSent);
      close();
    },
    meta: { context: "survey answer", refreshes: [QUERY_ROOTS.surveys] },
  });

  if (open && group) {
    const before = previous(open.id);
    return (
      <Stack maw={720}>
        <PageTitle>{open.title}</PageTitle>
        {before && (
          <Text size="sm">{format(T.answeredOn, { date: formatParisDateTime(before.date) })}</Text>
        )}
        {answers.isPending ? (
          <Loader aria-label={TEXTS.actions.loading} />
        ) : (
          <SurveyAnswerForm
            key={open.id}
            survey={open}
            initial={before?.answers}
            submitLabel={before ? T.replaceAnswer : T.submitAnswer}
            pending={send.isPending}
            onSubmit={(values) => send.mutate({ questionnaire: open.id, answers: values })}
          />
        )}
        <Group>
          <Button variant="default" onClick={close}>
            {T.backToList}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack maw={720}>
      <PageTitle>{T.listTitle}</PageTitle>
      {!group ? (
        <Text>{T.noGroup}</Text>
      ) : surveys.isPending ? (
        <Loader aria-label={TEXTS.actions.loading} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{T.noActiveSurvey}</Text>
      ) : (
        list.map((survey) => (
          <SurveyCard
            key={survey.id}
            survey={survey}
            answered={!!previous(survey.id)}
            onOpen={() => setParams({ [SURVEY_PARAM]: survey.id })}
          />
        ))
      )}
    </Stack>
  );
}

/** One survey of the list: its title, kind, whether answered, and the button to answer it. */
function SurveyCard({
  survey,
  answered,
  onOpen,
}: {
  survey: SurveyDto;
  answered: boolean;
  onOpen: () => void;
}) {
  return (
    <Card withBorder>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {survey.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{T.kinds[survey.kind]}</Badge>
            {answered && (
              <Badge variant="light" color="teal">
                {T.answerStates.RESPONDED}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          onClick={onOpen}
          aria-label={`${answered ? T.replaceAnswer : T.answer} : ${survey.title}`}
        >
          {answered ? T.replaceAnswer : T.answer}
        </Button>
      </Group>
    </Card>
  );
}
