import { Box, Button, Group, Loader, Text } from "@mantine/core";
import { format, TEXTS } from "@reseau/shared";

/**
 * The listing's page navigation of both catalogue pages (001 §7 `page`, from 1): « Page
 * précédente », « Page n », « Page suivante », in a navigation landmark « Pages ».
 */
export function CatalogPager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  /** True when a next page exists. */
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" component="nav" aria-label={TEXTS.market.pages}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {TEXTS.market.previous}
      </Button>
      <Text size="sm">{format(TEXTS.market.pageOf, { page })}</Text>
      <Button variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {TEXTS.market.next}
      </Button>
    </Group>
  );
}

/**
 * What the listing says instead of products (001 §8): « Chargement des produits… » while the
 * first page loads, « No response » and why when nothing matches; both a live status.
 */
export function CatalogListingStatus({ loading }: { loading: boolean }) {
  return loading ? (
    <Group justify="center" role="status" aria-live="polite" p="xl">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{TEXTS.market.loading}</Text>
    </Group>
  ) : (
    <Box role="status" p="md">
      <Text fw={700}>{TEXTS.market.noResponse}</Text>
      <Text size="sm">{TEXTS.market.noResponseSentence}</Text>
    </Box>
  );
}
