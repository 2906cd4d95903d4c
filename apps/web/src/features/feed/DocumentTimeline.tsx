import { Text, Timeline } from "@mantine/core";
import { formatParisDateTime, TEXTS, type TimelineStep } from "@reseau/shared";

/**
 * A document's steps (issue 7 §2): those that happened, with their Paris time when a status
 * message dated them, then the usual steps still to come, dimmed and marked « à venir ».
 */
export function DocumentTimeline({ steps }: { steps: TimelineStep[] }) {
  const active = steps.reduce((last, step, index) => (step.done ? index : last), 0);
  return (
    <Timeline active={active} bulletSize={14} lineWidth={2} data-testid="document-timeline">
      {steps.map((step, index) => (
        <Timeline.Item
          key={`${step.status}-${index}`}
          title={
            <Text size="sm" fw={index === active ? 700 : 500} c={step.done ? undefined : "dimmed"}>
              {step.label}
            </Text>
          }
          lineVariant={step.done ? "solid" : "dashed"}
          data-current={index === active}
          data-step={step.status}
        >
          {step.at && (
            <Text size="xs" c="dimmed">
              {formatParisDateTime(step.at)}
            </Text>
          )}
          {!step.done && (
            <Text size="xs" c="dimmed">
              {TEXTS.feed.toCome}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
