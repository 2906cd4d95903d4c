import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import {
  checkSurveyAnswer,
  format,
  isUnanswered,
  SURVEY_LIMITS,
  TEXTS,
  type QuestionAnswer,
  type Survey,
  type SurveyQuestion,
} from "@reseau/shared";
import { useState, type FormEvent } from "react";

const T = TEXTS.surveys;

/** One question's value as the form holds it (null: not answered). */
type Value = QuestionAnswer["value"];

/** The answers a form starts from, by question number (a previous answer being replaced). */
function valuesOf(answers: readonly QuestionAnswer[] | undefined): Record<number, Value> {
  return Object.fromEntries((answers ?? []).map((a) => [a.number, a.value]));
}

/**
 * What the form sends: `[{number, value}]` for the answered questions, in the survey's order
 * (an unanswered optional question is left out).
 */
function answersOf(
  survey: Pick<Survey, "questions">,
  values: Record<number, Value>,
): QuestionAnswer[] {
  return survey.questions
    .filter((q) => !isUnanswered(values[q.number]))
    .map((q) => ({ number: q.number, value: values[q.number] ?? null }));
}

/** Props of `SurveyAnswerForm`. */
export interface SurveyAnswerFormProps {
  survey: Pick<Survey, "questions">;
  /** A previous answer, shown to be replaced. */
  initial?: readonly QuestionAnswer[];
  /** Sends the checked answers; absent in a preview, which checks but sends nothing. */
  onSubmit?: (answers: QuestionAnswer[]) => void;
  /** The submit button's text (« Envoyer mes réponses », « Modifier ma réponse »). */
  submitLabel?: string;
  pending?: boolean;
}

/**
 * The answer form of a survey (issue 21 §3), as a pharmacy or a patient sees it and as the
 * manager's preview shows it: one field per question by type (yes / no, several options, one
 * option, a number, a number between bounds on a step, free text), mandatory ones marked. On
 * submit the answer is checked by the shared `checkSurveyAnswer` — the server's own check — and
 * each refusal shown under its question in the server's French; only a clean answer is sent.
 */
export function SurveyAnswerForm({
  survey,
  initial,
  onSubmit,
  submitLabel = T.submitAnswer,
  pending = false,
}: SurveyAnswerFormProps) {
  const [values, setValues] = useState<Record<number, Value>>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const set = (number: number, value: Value) => {
    setValues((current) => ({ ...current, [number]: value }));
    setErrors(({ [number]: _dropped, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers = answersOf(survey, values);
    const refusals = checkSurveyAnswer(survey, { answers });
    setErrors(Object.fromEntries(refusals.map((e) => [e.number, e.message])));
    if (refusals.length === 0) onSubmit?.(answers);
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {T.mandatoryNote}
        </Text>
        {survey.questions.map((question) => (
          <QuestionField
            key={question.number}
            question={question}
            value={values[question.number] ?? null}
            error={errors[question.number]}
            onChange={(value) => set(question.number, value)}
          />
        ))}
        {hasErrors && (
          <Alert color="red" role="alert">
            {T.fixErrors}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The label of a question: its number and text. */
function labelOf(question: SurveyQuestion): string {
  return `${question.number}. ${question.label}`;
}

/** One question's field, by type. */
function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}) {
  const common = { label: labelOf(question), withAsterisk: question.mandatory, error };
  switch (question.type) {
    case "bool":
      return (
        <Radio.Group
          {...common}
          value={value === true ? "yes" : value === false ? "no" : null}
          onChange={(v) => onChange(v === "yes")}
        >
          <Group mt="xs">
            <Radio value="yes" label={T.yes} />
            <Radio value="no" label={T.no} />
          </Group>
        </Radio.Group>
      );
    case "radio":
      return (
        <Radio.Group
          {...common}
          value={typeof value === "string" ? value : null}
          onChange={(v) => onChange(v)}
        >
          <Stack mt="xs" gap="xs">
            {question.options.map((option) => (
              <Radio key={option.letter} value={option.letter} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "qcm":
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(letters) => {
            // in the options' order, whatever the order they were ticked in
            const order = question.options.map((o) => o.letter);
            onChange(order.filter((letter) => letters.includes(letter)));
          }}
        >
          <Stack mt="xs" gap="xs">
            {question.options.map((option) => (
              <Checkbox key={option.letter} value={option.letter} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "real":
    case "range":
      return (
        <NumberInput
          {...common}
          description={
            question.type === "range"
              ? format(T.rangeHint, { low: question.low, high: question.high, step: question.step })
              : undefined
          }
          min={question.type === "range" ? question.low : undefined}
          max={question.type === "range" ? question.high : undefined}
          step={question.type === "range" ? question.step : undefined}
          decimalSeparator=","
          value={typeof value === "number" ? value : ""}
          onChange={(v) => onChange(typeof v === "number" ? v : null)}
        />
      );
    case "text":
      return (
        <Textarea
          {...common}
          description={format(T.textHint, { max: SURVEY_LIMITS.textAnswerMax })}
          autosize
          minRows={2}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
