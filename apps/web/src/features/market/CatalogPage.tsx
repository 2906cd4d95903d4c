import { Alert, Grid, SimpleGrid, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useMemo } from "react";
import { PageTitle } from "../../components/PageTitle";
import { useSession } from "../session/session";
import { CatalogFiltersForm, initialCatalogFilters } from "./CatalogFiltersForm";
import { CatalogListingStatus, CatalogPager } from "./CatalogPager";
import { useCatalogFilters } from "./useCatalogFilters";
import { DiscountsList } from "./DiscountsList";
import { MARKET_MAX_WIDTH, useMarketSideColumn } from "./layout";
import { ProductCard } from "./ProductCard";
import { LoginToOrder } from "./LoginToOrder";
import { usePharmacyDiscounts, useProducts } from "./queries";

/**
 * `/catalogue-pharmacie` (001 §2 "Catalogue", issue 11 §1): the category tree and brands as
 * filters, the name search, price-only, type and « my pharmacy's stock only » (on by default
 * for a patient with a default pharmacy, and for a pharmacy), pages of 24 products, and the
 * pharmacy's running discounts. An empty page says « No response » (001 §8) and why, in French.
 * The filters and the page live in the address (`useCatalogFilters`): « back » from a product
 * finds the same listing, and a filtered listing can be shared or bookmarked. The discounts sit
 * under the filters in the side column from md (768 px); on a phone they follow the products,
 * so the first screen shows products, not a list of offers. A visitor (issue 19 §4) browses the
 * same listing at reference prices, told to log in to see a pharmacy's prices and to order.
 */
export function CatalogPage() {
  const session = useSession();
  const user = session.data ?? null;
  const pharmacy = user ? (user.type === "pharmacy" ? user.id : user.idpharma) : null;
  const defaults = useMemo(() => initialCatalogFilters(pharmacy), [pharmacy]);
  const [filters, setFilters] = useCatalogFilters(defaults);
  const products = useProducts(filters);
  const discounts = usePharmacyDiscounts(pharmacy, user?.grp ?? null);
  const wide = useMarketSideColumn();
  if (session.isPending) return null;
  const page = products.data;
  const offers = discounts.data && <DiscountsList discounts={discounts.data} />;
  return (
    <Stack gap="md" maw={MARKET_MAX_WIDTH} mx="auto" w="100%">
      <PageTitle>{TEXTS.market.catalogTitle}</PageTitle>
      {!user ? (
        <VisitorNotice />
      ) : (
        !pharmacy && <Alert color="blue">{TEXTS.market.noPharmacy}</Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="lg">
            <CatalogFiltersForm filters={filters} onChange={setFilters} stockPharmacy={pharmacy} />
            {wide && offers}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {!page || page.products.length === 0 ? (
            <Stack gap="lg">
              <CatalogListingStatus loading={!page} />
              {!wide && offers}
            </Stack>
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
                    buyFrom={user?.type === "patient" ? user.idpharma : null}
                  />
                ))}
              </SimpleGrid>
              <CatalogPager
                page={page.page}
                hasMore={page.hasMore}
                onPage={(next) => setFilters({ ...filters, page: next })}
              />
              {!wide && offers}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** What a visitor reads above the listing: reference prices, and the way to order (issue 19 §4). */
function VisitorNotice() {
  return (
    <Alert color="blue">
      <Stack gap="xs" align="flex-start">
        {TEXTS.market.visitorPrices}
        <LoginToOrder />
      </Stack>
    </Alert>
  );
}
