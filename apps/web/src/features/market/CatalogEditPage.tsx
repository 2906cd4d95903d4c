import { Alert, Badge, Button, Grid, Group, Stack, Table, VisuallyHidden } from "@mantine/core";
import { format, formatCents, TEXTS, type DiscountWithProduct, type Product } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { CatalogFiltersForm, initialCatalogFilters } from "./CatalogFiltersForm";
import { CatalogListingStatus, CatalogPager } from "./CatalogPager";
import { useCatalogFilters } from "./useCatalogFilters";
import { MARKET_MAX_WIDTH } from "./layout";
import { DiscountEditModal } from "./DiscountEditModal";
import { DiscountsList } from "./DiscountsList";
import { ProductEditModal } from "./ProductEditModal";
import { deleteProduct, usePharmacyDiscounts, useProducts } from "./queries";

/**
 * What a pharmacy's own product still lacks to show well (issue 17 §4: a product created by the
 * stock import has a name, a code and a price only): « catégorie », « photo »; empty when none.
 */
function missingOf(product: Product, pharmacy: string | null): string[] {
  if (!pharmacy || product.createdBy !== pharmacy) return [];
  return [
    ...(product.category1 ? [] : [TEXTS.market.missingCategory]),
    ...(product.image ? [] : [TEXTS.market.missingPicture]),
  ];
}

type Editing =
  | { kind: "product"; product?: Product }
  | { kind: "discount"; product: Product }
  | { kind: "editDiscount"; discount: DiscountWithProduct };

/** A row's buttons keep their whole label: none shrinks below it (the group wraps instead). */
const KEEP_LABEL = { flexShrink: 0 } as const;

/**
 * `/page-catalog-edit` (001 §2 "Catalog edit page", issue 11 §4): a pharmacy's catalogue — the
 * products with its price and stock (its own stock by default, the whole catalogue on demand),
 * « Modifier » (`/modal-edit-product`), « Promotion » (`/modal-edit-discount`), « Supprimer »
 * (after a confirmation saying what goes: its stock entry and discounts, or the product it
 * created), « Créer un produit » for one the catalogue lacks, and its discounts. The filters and the page live in the
 * address (`useCatalogFilters`), as on the catalogue.
 */
export function CatalogEditPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const pharmacy = user?.type === "pharmacy" ? user.id : null;
  const defaults = useMemo(() => initialCatalogFilters(pharmacy, 50), [pharmacy]);
  const [filters, setFilters] = useCatalogFilters(defaults);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);
  const products = useProducts(filters);
  const discounts = usePharmacyDiscounts(pharmacy, user?.grp ?? null);
  const remove = useMutation({
    mutationFn: deleteProduct,
    meta: { context: "delete product" },
    onSuccess: () => {
      setRemoving(null);
      notifySuccess(TEXTS.market.deleted);
      refreshRoots(queryClient, [QUERY_ROOTS.market]);
    },
  });
  if (!user) return null;
  if (!pharmacy) {
    return (
      <Stack maw={MARKET_MAX_WIDTH} mx="auto">
        <PageTitle>{TEXTS.market.catalogEditTitle}</PageTitle>
        <Alert color="orange">{TEXTS.market.pharmacyOnly}</Alert>
      </Stack>
    );
  }
  const page = products.data;
  return (
    <Stack gap="md" maw={MARKET_MAX_WIDTH} mx="auto" w="100%">
      <Group justify="space-between">
        <PageTitle>{TEXTS.market.catalogEditTitle}</PageTitle>
        <Button onClick={() => setEditing({ kind: "product" })}>{TEXTS.market.newProduct}</Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="lg">
            <CatalogFiltersForm filters={filters} onChange={setFilters} stockPharmacy={pharmacy} />
            {discounts.data && (
              <DiscountsList
                discounts={discounts.data}
                onEdit={(discount) => setEditing({ kind: "editDiscount", discount })}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {!page || page.products.length === 0 ? (
            <CatalogListingStatus loading={!page} />
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{TEXTS.market.productName}</Table.Th>
                      <Table.Th>{TEXTS.market.price}</Table.Th>
                      <Table.Th>{TEXTS.market.quantity}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{TEXTS.actions.actions}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.products.map((product) => {
                      const stock = product.stocks.find((s) => s.pharmaId === pharmacy);
                      return (
                        <Table.Tr key={product._id} data-testid="catalog-row">
                          <Table.Td>
                            {product.name}{" "}
                            {missingOf(product, pharmacy).length > 0 && (
                              <Badge color="orange" variant="light">
                                {format(TEXTS.market.toComplete, {
                                  missing: missingOf(product, pharmacy).join(", "),
                                })}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>{stock ? formatCents(stock.price) : "—"}</Table.Td>
                          <Table.Td>{stock ? stock.quantity : "—"}</Table.Td>
                          <Table.Td>
                            {/* on a phone the buttons go under each other rather than cut
                                their labels (« Modifi… »); none shrinks below its label */}
                            <Group gap={4} justify="flex-end">
                              <Button
                                size="xs"
                                variant="light"
                                style={KEEP_LABEL}
                                aria-label={`${TEXTS.market.edit} ${product.name}`}
                                onClick={() => setEditing({ kind: "product", product })}
                              >
                                {TEXTS.market.edit}
                              </Button>
                              {!product.medication && stock && (
                                <Button
                                  size="xs"
                                  variant="light"
                                  style={KEEP_LABEL}
                                  // the light red of the theme: dark red text on pale red (7:1),
                                  // where a shade (red.9) gave red text on red
                                  color="red"
                                  aria-label={`${TEXTS.discounts.label} : ${product.name}`}
                                  onClick={() => setEditing({ kind: "discount", product })}
                                >
                                  {TEXTS.discounts.label}
                                </Button>
                              )}
                              {stock && (
                                <Button
                                  size="xs"
                                  variant="subtle"
                                  color="gray"
                                  style={KEEP_LABEL}
                                  aria-label={`${TEXTS.actions.delete} : ${product.name}`}
                                  title={TEXTS.market.removeFromCatalog}
                                  onClick={() => setRemoving(product)}
                                >
                                  {TEXTS.actions.delete}
                                </Button>
                              )}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <CatalogPager
                page={page.page}
                hasMore={page.hasMore}
                onPage={(next) => setFilters({ ...filters, page: next })}
              />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={removing !== null}
        title={format(TEXTS.market.removeTitle, { name: removing?.name ?? "" })}
        text={removing?.createdBy === pharmacy ? TEXTS.market.removeOwn : TEXTS.market.removeStock}
        confirmLabel={TEXTS.market.removeFromCatalog}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
        onClose={() => setRemoving(null)}
      />
      {editing?.kind === "product" && (
        <ProductEditModal
          opened
          onClose={() => setEditing(null)}
          product={editing.product}
          pharmaId={pharmacy}
        />
      )}
      {editing?.kind === "discount" && (
        <DiscountEditModal
          opened
          onClose={() => setEditing(null)}
          product={{
            _id: editing.product._id,
            name: editing.product.name,
            normalPrice: editing.product.stocks.find((s) => s.pharmaId === pharmacy)?.price ?? null,
          }}
        />
      )}
      {editing?.kind === "editDiscount" && (
        <DiscountEditModal
          opened
          onClose={() => setEditing(null)}
          discount={editing.discount}
          product={{
            _id: editing.discount.productId,
            name: editing.discount.product.name,
            normalPrice: editing.discount.product.stocks[0]?.price ?? null,
          }}
        />
      )}
    </Stack>
  );
}
