import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  format,
  optionLetter,
  QUESTION_TYPES,
  SURVEY_KINDS,
  SURVEY_LIMITS,
  surveySchema,
  TEXTS,
  type QuestionType,
  type SurveyKind,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { moved, newDraftQuestion, surveyOf, type DraftQuestion, type DraftSurvey } from "./draft";
import { createSurvey, updateSurvey } from "./queries";
import { SurveyAnswerForm } from "./SurveyAnswerForm";

const T = TEXTS.surveys;

/** A NumberInput's value as a number (an emptied field counts 0). */
const num = (value: number | string) => (typeof value === "number" ? value : Number(value) || 0);

/** Props of `SurveyBuilder`. */
export interface SurveyBuilderProps {
  initial: DraftSurvey;
  group: string;
  /** The survey has answers: its questions and kind stay (the server refuses a change). */
  locked?: boolean;
  onDone: () => void;
}

/**
 * The group manager's survey builder (issue 21 §3): title, who it is for, and the questions —
 * added, removed and moved up or down with buttons (keyboard and touch alike), each with its
 * label, type, whether it is mandatory, and by type its options, points per answer (evaluation)
 * or bounds and step; an « Aperçu » tab shows the answer form as a respondent sees it. On save
 * the survey is checked by the shared `surveySchema` (its French refusals listed), then created
 * (`POST`) or changed (`PUT`); a server refusal is toasted in its French.
 */
export function SurveyBuilder({ initial, group, locked = false, onDone }: SurveyBuilderProps) {
  const [draft, setDraft] = useState<DraftSurvey>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof surveyOf>) =>
      draft.id ? updateSurvey({ ...body, id: draft.id }) : createSurvey(body),
    onSuccess: () => {
      notifySuccess(T.saved);
      onDone();
    },
    meta: { context: "survey save", refreshes: [QUERY_ROOTS.surveys] },
  });
  const body = surveyOf(draft, group);
  const setQuestion = (index: number, change: Partial<DraftQuestion>) =>
    setDraft((d) => ({
      ...d,
      questions: d.questions.map((q, i) => (i === index ? { ...q, ...change } : q)),
    }));
  const submit = () => {
    const parsed = surveySchema.safeParse(body);
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setProblems([]);
    save.mutate(body);
  };
  const count = draft.questions.length;
  return (
    <Stack>
      <TextInput
        label={T.titleLabel}
        required
        maxLength={SURVEY_LIMITS.titleMax}
        value={draft.title}
        onChange={(e) => {
          const title = e.currentTarget.value;
          setDraft((d) => ({ ...d, title }));
        }}
      />
      <NativeSelect
        label={T.kindLabel}
        disabled={locked}
        value={draft.kind}
        data={SURVEY_KINDS.map((kind) => ({ value: kind, label: T.kindHints[kind] }))}
        onChange={(e) => {
          const kind = e.currentTarget.value as SurveyKind;
          setDraft((d) => ({ ...d, kind }));
        }}
      />
      {locked && <Alert color="yellow">{T.lockedNote}</Alert>}
      <Tabs defaultValue="questions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="questions">{T.builderTitle}</Tabs.Tab>
          <Tabs.Tab value="preview">{T.preview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions" pt="md">
          <Stack>
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                question={question}
                number={index + 1}
                locked={locked}
                first={index === 0}
                last={index === count - 1}
                onChange={(change) => setQuestion(index, change)}
                onMove={(to) =>
                  setDraft((d) => ({ ...d, questions: moved(d.questions, index, to) }))
                }
                onRemove={() =>
                  setDraft((d) => ({ ...d, questions: d.questions.filter((_, i) => i !== index) }))
                }
              />
            ))}
            <Group>
              <Button
                variant="light"
                disabled={locked || count >= SURVEY_LIMITS.questionsMax}
                onClick={() =>
                  setDraft((d) => ({ ...d, questions: [...d.questions, newDraftQuestion()] }))
                }
              >
                {T.addQuestion}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Stack>
            <Alert color="blue">{T.previewNote}</Alert>
            <Title order={2} size="h3">
              {draft.title}
            </Title>
            <SurveyAnswerForm survey={body} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={T.invalidHeading}>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {T.saveSurvey}
        </Button>
        <Button variant="default" onClick={onDone}>
          {TEXTS.actions.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

/** One question's fields in the builder, with its move and remove buttons. */
function QuestionEditor({
  question,
  number,
  locked,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  number: number;
  locked: boolean;
  first: boolean;
  last: boolean;
  onChange: (change: Partial<DraftQuestion>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const index = number - 1;
  const choice = question.type === "qcm" || question.type === "radio";
  return (
    <Card
      withBorder
      component="fieldset"
      disabled={locked}
      aria-label={format(T.questionHeading, { number })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{format(T.questionHeading, { number })}</Text>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              disabled={locked || first}
              onClick={() => onMove(index - 1)}
              aria-label={format(T.moveUp, { number })}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              disabled={locked || last}
              onClick={() => onMove(index + 1)}
              aria-label={format(T.moveDown, { number })}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              disabled={locked || (first && last)}
              onClick={onRemove}
              aria-label={format(T.removeQuestion, { number })}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={format(T.questionLabel, { number })}
          required
          maxLength={SURVEY_LIMITS.labelMax}
          value={question.label}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
        />
        <Group align="flex-end">
          <NativeSelect
            label={T.questionType}
            value={question.type}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: T.questionTypes[type] }))}
            onChange={(e) => onChange({ type: e.currentTarget.value as QuestionType })}
          />
          <Checkbox
            label={T.mandatory}
            checked={question.mandatory}
            onChange={(e) => onChange({ mandatory: e.currentTarget.checked })}
          />
        </Group>
        {choice && <OptionsEditor question={question} onChange={onChange} />}
        {question.type === "range" && (
          <Group grow>
            <NumberInput
              label={T.low}
              value={question.low}
              onChange={(v) => onChange({ low: num(v) })}
            />
            <NumberInput
              label={T.high}
              value={question.high}
              onChange={(v) => onChange({ high: num(v) })}
            />
            <NumberInput
              label={T.step}
              value={question.step}
              min={0}
              onChange={(v) => onChange({ step: num(v) })}
            />
          </Group>
        )}
        {question.type !== "real" && question.type !== "text" && (
          <Switch
            label={T.scored}
            checked={question.scored}
            onChange={(e) => onChange({ scored: e.currentTarget.checked })}
          />
        )}
        {question.scored && question.type === "bool" && (
          <Group grow>
            <NumberInput
              label={T.pointsYes}
              value={question.yesNo[0]}
              onChange={(v) => onChange({ yesNo: [num(v), question.yesNo[1]] })}
            />
            <NumberInput
              label={T.pointsNo}
              value={question.yesNo[1]}
              onChange={(v) => onChange({ yesNo: [question.yesNo[0], num(v)] })}
            />
          </Group>
        )}
        {question.scored && question.type === "range" && (
          <IntervalsEditor question={question} onChange={onChange} />
        )}
      </Stack>
    </Card>
  );
}

/** The options of a qcm or radio question, with their points when the question is scored. */
function OptionsEditor({
  question,
  onChange,
}: {
  question: DraftQuestion;
  onChange: (change: Partial<DraftQuestion>) => void;
}) {
  const { options, optionPoints } = question;
  const setOption = (i: number, label: string) =>
    onChange({ options: options.map((o, j) => (j === i ? label : o)) });
  const setPoints = (i: number, points: number) =>
    onChange({ optionPoints: options.map((_, j) => (j === i ? points : (optionPoints[j] ?? 0))) });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {T.optionsHeading}
      </Text>
      {options.map((label, i) => {
        const letter = optionLetter(i);
        return (
          <Group key={i} align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={format(T.optionLabel, { letter })}
              value={label}
              onChange={(e) => setOption(i, e.currentTarget.value)}
            />
            {question.scored && (
              <NumberInput
                w={110}
                label={format(T.optionPoints, { letter })}
                value={optionPoints[i] ?? 0}
                onChange={(v) => setPoints(i, num(v))}
              />
            )}
            <ActionIcon
              variant="default"
              size="lg"
              disabled={options.length <= 1}
              onClick={() =>
                onChange({
                  options: options.filter((_, j) => j !== i),
                  optionPoints: optionPoints.filter((_, j) => j !== i),
                })
              }
              aria-label={format(T.removeOption, { letter })}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={options.length >= SURVEY_LIMITS.optionsMax}
          onClick={() =>
            onChange({ options: [...options, ""], optionPoints: [...optionPoints, 0] })
          }
        >
          {T.addOption}
        </Button>
      </Group>
    </Stack>
  );
}

/** The points of a range question by interval of its values. */
function IntervalsEditor({
  question,
  onChange,
}: {
  question: DraftQuestion;
  onChange: (change: Partial<DraftQuestion>) => void;
}) {
  const { intervals } = question;
  const setField = (i: number, field: "min" | "max" | "value", value: number) =>
    onChange({ intervals: intervals.map((r, j) => (j === i ? { ...r, [field]: value } : r)) });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {T.intervalsHeading}
      </Text>
      {intervals.map((interval, i) => {
        const index = i + 1;
        return (
          <Group key={i} align="flex-end" wrap="nowrap" grow>
            <NumberInput
              label={format(T.intervalMin, { index })}
              value={interval.min}
              onChange={(v) => setField(i, "min", num(v))}
            />
            <NumberInput
              label={format(T.intervalMax, { index })}
              value={interval.max}
              onChange={(v) => setField(i, "max", num(v))}
            />
            <NumberInput
              label={format(T.intervalValue, { index })}
              value={interval.value}
              onChange={(v) => setField(i, "value", num(v))}
            />
            <ActionIcon
              variant="default"
              size="lg"
              style={{ flexGrow: 0 }}
              onClick={() => onChange({ intervals: intervals.filter((_, j) => j !== i) })}
              aria-label={format(T.removeInterval, { index })}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            onChange({
              intervals: [...intervals, { min: question.low, max: question.high, value: 0 }],
            })
          }
        >
          {T.addInterval}
        </Button>
      </Group>
    </Stack>
  );
}
