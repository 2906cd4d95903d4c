import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { TEXTS, type Brand, type CategoryNode } from "@reseau/shared";
import { useState } from "react";
import type { CatalogFilters } from "./queries";
import { flattenTree } from "./queries";

/** The value of the category select: `1` a root, `1/1A` a child. */
function categoryValue(filters: CatalogFilters): string {
  if (filters.category2) return `${filters.category1 ?? ""}/${filters.category2}`;
  return filters.category1 ?? "";
}

/**
 * The catalogue's filters (001 §2 "filters by name, price-only, group, brand, type, category
 * levels, and pharmacy stock only"): the name is searched on « Rechercher »; the others apply
 * at once. Every change goes back to page 1.
 */
export function CatalogFiltersForm({
  filters,
  onChange,
  tree,
  brands,
  stockPharmacy,
}: {
  filters: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
  tree: readonly CategoryNode[];
  brands: readonly Brand[];
  /** The pharmacy whose stock « Uniquement les produits de ma pharmacie » keeps; none: no box. */
  stockPharmacy: string | null;
}) {
  const [name, setName] = useState(filters.name ?? "");
  const set = (change: Partial<CatalogFilters>) => onChange({ ...filters, ...change, page: 1 });
  const categories = flattenTree(tree).map((node) => ({
    value: node.parent ? `${node.parent}/${node.code}` : node.code,
    label: node.parent ? `— ${node.name}` : node.name,
  }));
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
          <Button type="submit">Rechercher</Button>
        </Group>
      </form>
      <NativeSelect
        label={TEXTS.market.categories}
        value={categoryValue(filters)}
        data={[{ value: "", label: TEXTS.market.allCategories }, ...categories]}
        onChange={(event) => {
          const [category1, category2] = event.currentTarget.value.split("/");
          set({ category1: category1 || undefined, category2: category2 || undefined });
        }}
      />
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
