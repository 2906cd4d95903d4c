import { Text, Title } from "@mantine/core";
import type { GuideEntry } from "@reseau/shared";
import { Fragment } from "react";

/**
 * Entries of a guide (help, tutorial, health tests) as h2 titles and their paragraphs;
 * `numbered`: steps to follow in order, « 1. … ».
 */
export function GuideEntries({
  entries,
  numbered = false,
}: {
  entries: readonly GuideEntry[];
  numbered?: boolean;
}) {
  return entries.map((entry, index) => (
    <Fragment key={entry.title}>
      <Title order={2} size="h4">
        {numbered ? `${index + 1}. ${entry.title}` : entry.title}
      </Title>
      <Text>{entry.text}</Text>
    </Fragment>
  ));
}
