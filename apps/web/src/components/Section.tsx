import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A titled section of a page: an h2 (h4 size) and its content, the section named by its title
 * for screen readers (`aria-labelledby` `id`).
 */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
