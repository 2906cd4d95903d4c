import { Title, VisuallyHidden, type TitleProps } from "@mantine/core";
import { useEffect } from "react";
import { COMMON_TEXTS } from "@reseau/shared";

/**
 * The one `h1` of a page, and the browser tab's title ("Mon fil · Réseau Santé"), so a screen
 * reader user and a user with ten tabs both know where they are (RGAA 8.5, 8.6). `visuallyHidden`
 * keeps the heading for assistive technology on a page whose design shows its name otherwise.
 */
export function PageTitle({
  children,
  visuallyHidden = false,
  ...props
}: { children: string; visuallyHidden?: boolean } & Omit<TitleProps, "order" | "children">) {
  useEffect(() => {
    document.title =
      children === COMMON_TEXTS.appName
        ? COMMON_TEXTS.appName
        : `${children} · ${COMMON_TEXTS.appName}`;
  }, [children]);
  const title = (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
  return visuallyHidden ? <VisuallyHidden>{title}</VisuallyHidden> : title;
}
