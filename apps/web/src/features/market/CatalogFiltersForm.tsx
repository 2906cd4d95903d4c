import {
  AccordionChevron,
  Button,
  Checkbox,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useId } from "@mantine/hooks";
import { format, TEXTS } from "@reseau/shared";
import { useState } from "react";
import { useMarketSideColumn } from "./layout";
import { CategoryTree, codesOf, namesOf, pathOf, type CategoryChoice } from "./CategoryTree";
import { useBrands, useCatalogTree, type CatalogFilters } from "./queries";

/**
 * The filters a catalogue page starts with: page 1 of `max` products (24 when absent), and
 * « Uniquement les produits de ma pharmacie » on for `pharmacy` (a patient's default pharmacy,
 * a pharmacy itself); none: the whole catalogue.
 */
export function initialCatalogFilters(pharmacy: string | null, max?: number): CatalogFilters {
  return {
    page: 1,
    ...(max ? { max } : {}),
    ...(pharmacy ? { pharmaIdStockOnly: pharmacy } : {}),
  };
}

/**
 * The catalogue's filters (001 §2 "a category tree and brands; … filters by name, price-only,
 * group, brand, type, category levels, and pharmacy stock only"), shared by `/catalogue-pharmacie`
 * and `/page-catalog-edit`; it loads the category tree and the brands itself. The name is
 * searched on « Rechercher »; the others apply at once. The category tree shows in the side
 * column from md (768 px); on a phone it opens under a « Catégories » button and closes once a
 * last-level category is chosen. The chosen path shows above it with a button to clear it. Every
 * change goes back to page 1 (and keeps the page size); the name box follows `filters.name` when
 * it changes under the form (« back » in the browser).
 */
export function CatalogFiltersForm({
  filters,
  onChange,
  stockPharmacy,
}: {
  filters: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
  /** The pharmacy whose stock « Uniquement les produits de ma pharmacie » keeps; none: no box. */
  stockPharmacy: string | null;
}) {
  const tree = useCatalogTree().data ?? [];
  const brands = useBrands().data ?? [];
  const [name, setName] = useState(filters.name ?? "");
  // the name searched changed under the form (« back », another address): the box follows it
  const [searched, setSearched] = useState(filters.name);
  if (searched !== filters.name) {
    setSearched(filters.name);
    setName(filters.name ?? "");
  }
  const wide = useMarketSideColumn();
  const [treeOpen, setTreeOpen] = useState(false);
  const treeId = useId();
  const set = (change: Partial<CatalogFilters>) => onChange({ ...filters, ...change, page: 1 });
  const chooseCategory = (path: CategoryChoice, leaf: boolean) => {
    set(path);
    if (leaf) setTreeOpen(false);
  };
  const chosen = codesOf(filters).length > 0;
  const categoryTree = <CategoryTree tree={tree} value={filters} onChange={chooseCategory} />;
  return (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ name });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={TEXTS.market.searchLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
            type="search"
          />
          <Button type="submit">{TEXTS.actions.search}</Button>
        </Group>
      </form>
      <Stack gap={4}>
        {wide ? (
          <Text fw={700} size="sm">
            {TEXTS.market.categories}
          </Text>
        ) : (
          <Button
            variant="default"
            justify="space-between"
            fullWidth
            aria-expanded={treeOpen}
            aria-controls={treeOpen ? treeId : undefined}
            rightSection={
              <AccordionChevron
                aria-hidden
                style={{ transform: treeOpen ? "rotate(180deg)" : undefined }}
              />
            }
            onClick={() => setTreeOpen((open) => !open)}
          >
            {TEXTS.market.categories}
          </Button>
        )}
        {chosen && (
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm">
              {format(TEXTS.market.chosenCategory, { path: namesOf(tree, filters).join(" › ") })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={TEXTS.market.clearCategory}
              onClick={() => set(pathOf([]))}
            />
          </Group>
        )}
        {wide ? categoryTree : treeOpen && <div id={treeId}>{categoryTree}</div>}
      </Stack>
      <NativeSelect
        label={TEXTS.market.brands}
        value={filters.brand ?? ""}
        data={[
          { value: "", label: TEXTS.market.allBrands },
          ...brands.map((b) => ({ value: b.id, label: b.name })),
        ]}
        onChange={(event) => set({ brand: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={TEXTS.market.typeLabel}
        value={filters.type ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ type: value === "para" || value === "medi" ? value : undefined });
        }}
        data={[
          { value: "", label: TEXTS.market.typeAll },
          { value: "para", label: TEXTS.market.typePara },
          { value: "medi", label: TEXTS.market.typeMedi },
        ]}
      />
      <Checkbox
        label={TEXTS.market.withPriceOnly}
        checked={filters.withPriceOnly ?? false}
        onChange={(event) => set({ withPriceOnly: event.currentTarget.checked })}
      />
      {stockPharmacy && (
        <Checkbox
          label={TEXTS.market.stockOnly}
          checked={filters.pharmaIdStockOnly === stockPharmacy}
          onChange={(event) =>
            set({ pharmaIdStockOnly: event.currentTarget.checked ? stockPharmacy : undefined })
          }
        />
      )}
    </Stack>
  );
}
