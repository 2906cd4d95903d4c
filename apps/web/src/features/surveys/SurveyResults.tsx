import { BarChart } from "@mantine/charts";
import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  format,
  formatParisDateTime,
  maxScore,
  TEXTS,
  type SurveyAnswerDto,
  type SurveyDto,
  type SurveyQuestion,
} from "@reseau/shared";
import type { ReactNode } from "react";

const T = TEXTS.surveys;

/** A score as the French read it (a comma for decimals), to two decimals at most. */
function scoreText(score: number): string {
  return score.toLocaleString("fr-FR", { maximumFractionDigits: 2 });
}

/** How many answers reached each score, by increasing score. */
function scoreDistribution(answers: readonly SurveyAnswerDto[]) {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.score, (counts.get(answer.score) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([score, count]) => ({ score: scoreText(score), count }));
}

/**
 * How many answers chose each answer of a yes / no or choice question (a qcm's options each
 * counted), in the question's order; null for the other types.
 */
function choiceCounts(question: SurveyQuestion, answers: readonly SurveyAnswerDto[]) {
  const values = answers.map((a) => a.answers.find((v) => v.number === question.number)?.value);
  if (question.type === "bool") {
    return [
      { answer: T.yes, count: values.filter((v) => v === true).length },
      { answer: T.no, count: values.filter((v) => v === false).length },
    ];
  }
  if (question.type === "qcm" || question.type === "radio") {
    return question.options.map((option) => ({
      answer: `${option.letter}. ${option.label}`,
      count: values.filter((v) =>
        Array.isArray(v) ? v.includes(option.letter) : v === option.letter,
      ).length,
    }));
  }
  return null;
}

/** The series of a count chart, in the theme's colour. */
const COUNT_SERIES = [{ name: "count", label: T.countAxis, color: "blue.6" }];

/**
 * The results of one survey for its group's manager (issue 21 §3): how many answers, the mean
 * score (over the best possible, `maxScore`, when bounded), each answer's date, responder (the
 * pharmacy's name, « Patient » for a patient) and
 * score (the server's, `scoreSurveyAnswer`), a chart of the scores' distribution and, per yes /
 * no or choice question, a chart of what was chosen (`@mantine/charts`).
 */
export function SurveyResults({
  survey,
  answers,
}: {
  survey: SurveyDto;
  answers: readonly SurveyAnswerDto[];
}) {
  if (answers.length === 0) return <Text c="dimmed">{T.noAnswers}</Text>;
  const best = maxScore(survey);
  const average = answers.reduce((sum, a) => sum + a.score, 0) / answers.length;
  return (
    <Stack>
      <Text>{format(T.answerCount, { count: answers.length })}</Text>
      <Text>
        {format(T.averageScore, { average: scoreText(average) })}
        {best !== null && ` · ${format(T.maxScoreNote, { max: scoreText(best) })}`}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped data-testid="survey-answers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columns.date}</Table.Th>
              <Table.Th>{T.columns.responder}</Table.Th>
              <Table.Th>{T.columns.score}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answers.map((answer) => (
              <Table.Tr key={answer.id}>
                <Table.Td>{formatParisDateTime(answer.date)}</Table.Td>
                <Table.Td>{answer.pharmaName ?? TEXTS.userKinds.patient}</Table.Td>
                <Table.Td>{scoreText(answer.score)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={T.scoreChart}>
          <BarChart
            h={220}
            data={scoreDistribution(answers)}
            dataKey="score"
            series={COUNT_SERIES}
            xAxisLabel={T.scoreAxis}
            yAxisLabel={T.countAxis}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        {survey.questions.map((question) => {
          const data = choiceCounts(question, answers);
          if (!data) return null;
          return (
            <ChartCard
              key={question.number}
              title={format(T.questionChart, { number: question.number, label: question.label })}
            >
              <BarChart
                h={220}
                data={data}
                dataKey="answer"
                series={COUNT_SERIES}
                yAxisProps={{ allowDecimals: false }}
              />
            </ChartCard>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** A chart under its heading. */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
