import { AccordionChevron, Box, NavLink } from "@mantine/core";
import { TEXTS, type CategoryNode } from "@reseau/shared";
import { useState } from "react";

/** A category filter of the listing (001 §7): the codes of levels 1, 2 and 3; none: every category. */
export interface CategoryPath {
  category1?: string;
  category2?: string;
  category3?: string;
}

/** A path as chosen: every level set, to a code or to undefined (which clears it). */
export type CategoryChoice = Record<keyof CategoryPath, string | undefined>;

/** The codes of a path, from level 1 down. */
export const codesOf = (path: CategoryPath): string[] =>
  [path.category1, path.category2, path.category3].filter((code): code is string => !!code);

/** The path of codes `codes` (level 1 first) as the listing's filters; `[]`: none. */
export const pathOf = (codes: readonly string[]): CategoryChoice => ({
  category1: codes[0],
  category2: codes[1],
  category3: codes[2],
});

/**
 * The names of the nodes along `path` in `tree` ("Solaire", "Protection visage"); a code the
 * tree lacks (not loaded yet) stays a code.
 */
export function namesOf(tree: readonly CategoryNode[], path: CategoryPath): string[] {
  let level: readonly CategoryNode[] = tree;
  return codesOf(path).map((code) => {
    const node = level.find((n) => n.code === code);
    level = node?.children ?? [];
    return node?.name ?? code;
  });
}

const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

/** One category and, when open, its children (indented one step per level). */
function CategoryItem({
  node,
  parents,
  chosen,
  expanded,
  onChoose,
}: {
  node: CategoryNode;
  parents: readonly string[];
  chosen: string;
  expanded: ReadonlySet<string>;
  onChoose: (codes: readonly string[], leaf: boolean) => void;
}) {
  const codes = [...parents, node.code];
  const key = codes.join("/");
  const selected = chosen === key;
  const open = expanded.has(key);
  const hasChildren = node.children.length > 0;
  return (
    <li>
      <NavLink
        component="button"
        type="button"
        label={node.name}
        active={selected}
        variant="filled"
        aria-current={selected ? "true" : undefined}
        aria-expanded={hasChildren ? open : undefined}
        rightSection={
          hasChildren ? (
            <AccordionChevron
              aria-hidden
              style={{ transform: open ? "rotate(180deg)" : undefined }}
            />
          ) : undefined
        }
        onClick={() => onChoose(codes, !hasChildren)}
      />
      {hasChildren && open && (
        <Box component="ul" style={LIST} pl="md">
          {node.children.map((child) => (
            <CategoryItem
              key={child.code}
              node={child}
              parents={codes}
              chosen={chosen}
              expanded={expanded}
              onChoose={onChoose}
            />
          ))}
        </Box>
      )}
    </li>
  );
}

/**
 * The catalogue's category tree (001 §2 "a category tree", §3 Catalog category: levels 1 → 2 →
 * 3): a navigation list « Catégories » of buttons, « Toutes les catégories » first. Choosing a
 * category filters by it (`onChange` with its path) and opens its children; choosing it again
 * closes them. The chosen one is marked `aria-current`; its parents start open. Keyboard: Tab
 * and Enter or Space, as any button.
 */
export function CategoryTree({
  tree,
  value,
  onChange,
}: {
  tree: readonly CategoryNode[];
  value: CategoryPath;
  /** Called with the chosen path (all three levels, unset ones undefined); `leaf`: it has no children. */
  onChange: (path: CategoryChoice, leaf: boolean) => void;
}) {
  const chosen = codesOf(value).join("/");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const codes = codesOf(value);
    return new Set(codes.map((_, i) => codes.slice(0, i + 1).join("/")));
  });
  const choose = (codes: readonly string[], leaf: boolean) => {
    const key = codes.join("/");
    setExpanded((open) => {
      const next = new Set(open);
      if (key === chosen && open.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
    onChange(pathOf(codes), leaf);
  };
  return (
    <Box component="nav" aria-label={TEXTS.market.categories}>
      <Box component="ul" style={LIST}>
        <li>
          <NavLink
            component="button"
            type="button"
            label={TEXTS.market.allCategories}
            active={!chosen}
            variant="filled"
            aria-current={chosen ? undefined : "true"}
            onClick={() => onChange(pathOf([]), true)}
          />
        </li>
        {tree.map((node) => (
          <CategoryItem
            key={node.code}
            node={node}
            parents={[]}
            chosen={chosen}
            expanded={expanded}
            onChoose={choose}
          />
        ))}
      </Box>
    </Box>
  );
}
