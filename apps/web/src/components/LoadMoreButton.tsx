import { Button, type ButtonProps } from "@mantine/core";
import { TEXTS } from "@reseau/shared";

/** What `LoadMoreButton` reads of an infinite query (TanStack Query's `useInfiniteQuery`). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Props of the next-page button: the list's query, and a label other than « Charger plus ». */
export interface LoadMoreButtonProps extends Omit<ButtonProps, "children" | "loading"> {
  query: NextPages;
  label?: string;
}

/**
 * The one « Charger plus » of the app: shown while the list has a next page, it fetches that page
 * and spins meanwhile (one fetch at a time: a second press waits for the first). Nothing when the
 * list is complete. Layout props (`mt`, `mx`, `variant`, `size`) pass to the Mantine button.
 */
export function LoadMoreButton({
  query,
  label = TEXTS.actions.loadMore,
  variant = "light",
  ...props
}: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      {...props}
      loading={query.isFetchingNextPage}
      onClick={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    >
      {label}
    </Button>
  );
}
