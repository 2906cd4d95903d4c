import { Alert, Box, Button, Grid, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { format, TEXTS } from "@reseau/shared";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { CatalogFiltersForm } from "./CatalogFiltersForm";
import { DiscountsList } from "./DiscountsList";
import { MARKET_MAX_WIDTH } from "./layout";
import { ProductCard } from "./ProductCard";
import {
  useBrands,
  useCatalogTree,
  usePharmacyDiscounts,
  useProducts,
  type CatalogFilters,
} from "./queries";

/**
 * `/catalogue-pharmacie` (001 §2 "Catalogue", issue 11 §1): the category tree and brands as
 * filters, the name search, price-only, type and « my pharmacy's stock only » (on by default
 * for a patient with a default pharmacy, and for a pharmacy), pages of 24 products, and the
 * pharmacy's running discounts. An empty page says « No response » (001 §8) and why, in French.
 */
export function CatalogPage() {
  const user = useCurrentUser();
  const pharmacy = user ? (user.type === "pharmacy" ? user.id : user.idpharma) : null;
  const [filters, setFilters] = useState<CatalogFilters>({
    page: 1,
    ...(pharmacy ? { pharmaIdStockOnly: pharmacy } : {}),
  });
  const tree = useCatalogTree();
  const brands = useBrands();
  const products = useProducts(filters);
  const discounts = usePharmacyDiscounts(pharmacy, user?.grp ?? null);
  if (!user) return null;
  const page = products.data;
  return (
    <Stack gap="md" maw={MARKET_MAX_WIDTH} mx="auto" w="100%">
      <PageTitle>{TEXTS.market.catalogTitle}</PageTitle>
      {!pharmacy && <Alert color="blue">{TEXTS.market.noPharmacy}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="lg">
            <CatalogFiltersForm
              filters={filters}
              onChange={setFilters}
              tree={tree.data ?? []}
              brands={brands.data ?? []}
              stockPharmacy={pharmacy}
            />
            {discounts.data && <DiscountsList discounts={discounts.data} variant={user.grp} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {!page ? (
            <Group justify="center" role="status" aria-live="polite" p="xl">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{TEXTS.market.loading}</Text>
            </Group>
          ) : page.products.length === 0 ? (
            <Box role="status" p="md">
              <Text fw={700}>{TEXTS.market.noResponse}</Text>
              <Text size="sm">{TEXTS.market.noResponseSentence}</Text>
            </Box>
          ) : (
            <Stack gap="md">
              <SimpleGrid
                cols={{ base: 2, sm: 3, lg: 4 }}
                spacing="sm"
                aria-busy={products.isFetching}
              >
                {page.products.map((product) => (
                  <ProductCard
                    key={product._id}
                    product={product}
                    pharmaId={filters.pharmaIdStockOnly ?? pharmacy}
                    variant={user.grp}
                  />
                ))}
              </SimpleGrid>
              <Group justify="space-between" component="nav" aria-label="Pages">
                <Button
                  variant="default"
                  disabled={page.page <= 1}
                  onClick={() => setFilters({ ...filters, page: page.page - 1 })}
                >
                  {TEXTS.market.previous}
                </Button>
                <Text size="sm">{format(TEXTS.market.pageOf, { page: page.page })}</Text>
                <Button
                  variant="default"
                  disabled={!page.hasMore}
                  onClick={() => setFilters({ ...filters, page: page.page + 1 })}
                >
                  {TEXTS.market.next}
                </Button>
              </Group>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
