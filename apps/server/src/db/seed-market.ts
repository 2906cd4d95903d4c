import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { directoryKey, ean13CheckDigit } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { loadSharp } from "../platform/sharp.js";
import {
  marketBrands,
  marketCategories,
  marketDiscounts,
  marketProducts,
  marketStocks,
  users,
  type CategoryType,
} from "./schema.js";

/** The demo pharmacy whose sunscreens are discounted (the catalogue journey relies on it). */
const DISCOUNT_PHARMACY_EMAIL = "pharmacie@demo.fr";

/** How many products the demo catalogue holds (issue 11 §1: at least 2,000). */
const DEMO_PRODUCT_COUNT = 2100;

/** A stable id from a name (same layout as the main seed's). */
function marketId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-market:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small deterministic random generator (mulberry32): the same catalogue at every seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface CategorySeed {
  code: string;
  name: string;
  type: CategoryType;
  children: [code: string, name: string, products: string[]][];
}

/**
 * The demo category tree: a French parapharmacy's usual shelves, and the medications (`1`,
 * with `1I` the prescription-only one, 001 §5). Each leaf lists product kinds.
 */
const TREE: CategorySeed[] = [
  {
    code: "2",
    name: "Visage",
    type: "parapharmacy",
    children: [
      [
        "2A",
        "Nettoyants et démaquillants",
        ["Eau micellaire", "Gel nettoyant", "Lait démaquillant", "Lotion tonique"],
      ],
      [
        "2B",
        "Soins hydratants",
        ["Crème hydratante", "Sérum hydratant", "Fluide hydratant", "Masque hydratant"],
      ],
      [
        "2C",
        "Anti-âge",
        ["Crème anti-rides", "Sérum anti-âge", "Soin contour des yeux", "Crème de nuit"],
      ],
      [
        "2D",
        "Peaux à imperfections",
        ["Gel purifiant", "Soin anti-imperfections", "Crème matifiante"],
      ],
    ],
  },
  {
    code: "3",
    name: "Corps",
    type: "parapharmacy",
    children: [
      [
        "3A",
        "Hydratation du corps",
        ["Lait corps", "Baume relipidant", "Crème corps", "Huile sèche"],
      ],
      ["3B", "Mains et pieds", ["Crème mains", "Crème pieds", "Baume réparateur"]],
      ["3C", "Déodorants", ["Déodorant 48h", "Déodorant bille", "Déodorant spray"]],
    ],
  },
  {
    code: "4",
    name: "Cheveux",
    type: "parapharmacy",
    children: [
      [
        "4A",
        "Shampooings",
        ["Shampooing doux", "Shampooing antipelliculaire", "Shampooing fortifiant"],
      ],
      ["4B", "Soins capillaires", ["Après-shampooing", "Masque capillaire", "Sérum antichute"]],
    ],
  },
  {
    code: "5",
    name: "Bébé et maman",
    type: "parapharmacy",
    children: [
      ["5A", "Toilette de bébé", ["Gel lavant bébé", "Eau nettoyante bébé", "Lingettes bébé"]],
      ["5B", "Change", ["Crème pour le change", "Liniment oléo-calcaire"]],
      ["5C", "Maternité", ["Crème vergetures", "Huile de massage"]],
    ],
  },
  {
    code: "6",
    name: "Solaire",
    type: "parapharmacy",
    children: [
      [
        "6A",
        "Protection visage",
        ["Crème solaire visage SPF50+", "Fluide solaire SPF50+", "Crème solaire teintée SPF50"],
      ],
      [
        "6B",
        "Protection corps",
        ["Lait solaire SPF50+", "Spray solaire SPF30", "Huile solaire SPF30"],
      ],
      ["6C", "Après-soleil", ["Lait après-soleil", "Gel apaisant après-soleil"]],
    ],
  },
  {
    code: "7",
    name: "Hygiène",
    type: "parapharmacy",
    children: [
      ["7A", "Hygiène bucco-dentaire", ["Dentifrice", "Bain de bouche", "Brosse à dents souple"]],
      ["7B", "Hygiène intime", ["Gel intime", "Soin lavant intime"]],
      ["7C", "Douche et bain", ["Gel douche surgras", "Huile lavante", "Pain dermatologique"]],
    ],
  },
  {
    code: "8",
    name: "Minceur",
    type: "parapharmacy",
    children: [
      ["8A", "Soins minceur", ["Gel anti-cellulite", "Crème raffermissante", "Huile minceur"]],
    ],
  },
  {
    code: "9",
    name: "Compléments alimentaires",
    type: "parapharmacy",
    children: [
      ["9A", "Vitalité", ["Magnésium B6", "Vitamine C 1000", "Multivitamines", "Gelée royale"]],
      ["9B", "Sommeil et stress", ["Mélatonine", "Complexe sommeil", "Rhodiola"]],
      ["9C", "Articulations", ["Glucosamine", "Collagène marin"]],
    ],
  },
  {
    code: "1",
    name: "Médicaments sans ordonnance",
    type: "medication",
    children: [
      [
        "1A",
        "Douleurs et fièvre",
        ["Paracétamol 500 mg", "Paracétamol 1000 mg", "Ibuprofène 200 mg", "Ibuprofène 400 mg"],
      ],
      ["1B", "Rhume et maux de gorge", ["Pastilles gorge", "Spray nasal", "Comprimés rhume"]],
      ["1C", "Digestion", ["Pansement gastrique", "Anti-diarrhéique", "Charbon actif"]],
      ["1D", "Allergies", ["Antihistaminique", "Collyre antiallergique"]],
      [
        "1I",
        "Médicaments sur ordonnance",
        ["Amoxicilline 500 mg", "Lévothyroxine 75 µg", "Amlodipine 5 mg"],
      ],
    ],
  },
];

/** Brands by shelf family (real French pharmacy brands), with a colour for their pictures. */
const BRANDS: Record<string, [name: string, colour: string][]> = {
  skin: [
    ["La Roche-Posay", "#1d4ed8"],
    ["Avène", "#0ea5e9"],
    ["Bioderma", "#e11d48"],
    ["Vichy", "#0f766e"],
    ["Uriage", "#2563eb"],
    ["Nuxe", "#b45309"],
    ["Caudalie", "#7c3aed"],
    ["Eucerin", "#1e40af"],
    ["CeraVe", "#0369a1"],
    ["Filorga", "#111827"],
    ["SVR", "#15803d"],
    ["A-Derma", "#65a30d"],
    ["Lierac", "#be185d"],
    ["Noreva", "#0891b2"],
  ],
  hair: [
    ["Klorane", "#ca8a04"],
    ["Ducray", "#dc2626"],
    ["Phyto", "#166534"],
    ["René Furterer", "#9a3412"],
  ],
  baby: [
    ["Mustela", "#0284c7"],
    ["Weleda", "#4d7c0f"],
    ["Gifrer", "#1e3a8a"],
  ],
  hygiene: [
    ["Elgydium", "#0e7490"],
    ["Roger & Gallet", "#a21caf"],
    ["Saforelle", "#db2777"],
  ],
  supplements: [
    ["Arkopharma", "#16a34a"],
    ["Forté Pharma", "#ea580c"],
    ["Juvamine", "#f59e0b"],
    ["Granions", "#0d9488"],
  ],
  medication: [
    ["Doliprane", "#facc15"],
    ["Dafalgan", "#2563eb"],
    ["Nurofen", "#dc2626"],
    ["Gaviscon", "#7c3aed"],
    ["Humex", "#0ea5e9"],
    ["Biogaran", "#16a34a"],
  ],
};

const FAMILY_OF: Record<string, keyof typeof BRANDS> = {
  "2": "skin",
  "3": "skin",
  "4": "hair",
  "5": "baby",
  "6": "skin",
  "7": "hygiene",
  "8": "skin",
  "9": "supplements",
  "1": "medication",
};

const SIZES = ["50 ml", "100 ml", "200 ml", "400 ml", "30 ml", "75 ml", "150 ml", "500 ml"];
const BOXES = ["boîte de 8", "boîte de 16", "boîte de 30", "flacon de 60", "boîte de 90"];
const VARIANTS = [
  "",
  "Sensitive",
  "Intense",
  "Peaux sèches",
  "Peaux mixtes",
  "Bio",
  "Nutrition",
  "Pure",
  "Expert",
  "Hydra",
];

/** A product-like picture: a bottle (para) or a box (medication) of the brand's colour with its initials. */
function productSvg(initials: string, colour: string, box: boolean): string {
  const shape = box
    ? `<rect x="70" y="110" width="260" height="200" rx="10" fill="${colour}"/><rect x="70" y="110" width="260" height="40" fill="#fff" opacity="0.25"/>`
    : `<rect x="170" y="40" width="60" height="50" rx="8" fill="#374151"/><rect x="120" y="85" width="160" height="270" rx="40" fill="${colour}"/><rect x="140" y="200" width="120" height="80" rx="8" fill="#fff" opacity="0.9"/>`;
  const textY = box ? 230 : 255;
  const textColour = box ? "#fff" : colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#f8fafc"/>${shape}<text x="200" y="${textY}" font-size="42" font-weight="bold" text-anchor="middle" fill="${textColour}" font-family="sans-serif">${initials}</text></svg>`;
}

/**
 * Stores a demo product picture (`productSvg`, 400 px) and its 160 px thumbnail, WebP, under
 * `key` and `key-t` (`key` starts with `mk-`, the image route's prefix).
 */
export async function putDemoPicture(
  ctx: Pick<AppContext, "storage">,
  key: string,
  initials: string,
  colour: string,
  box: boolean,
): Promise<void> {
  const svg = Buffer.from(productSvg(initials, colour, box));
  const sharp = await loadSharp();
  const [image, thumb] = await Promise.all([
    sharp(svg).webp({ quality: 80 }).toBuffer(),
    sharp(svg).resize(160, 160).webp({ quality: 70 }).toBuffer(),
  ]);
  await ctx.storage.put(key, image);
  await ctx.storage.put(`${key}-t`, thumb);
}

const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-zÀ-ÿ]/.test(word))
    .map((word) => word[0]?.toUpperCase())
    .join("")
    .slice(0, 3);

/**
 * Seeds the demo catalogue (issue 11 §1): the category tree, about 40 real brands, 2,100
 * products with valid EAN13 codes and generated pictures (one bottle or box per brand, WebP,
 * with its thumbnail, stored under `mk-demo-…`), a price and a stock in every demo pharmacy (all
 * products at pharmacie@demo.fr, most at Villeurbanne, a quarter elsewhere), and discounts on sunscreens at pharmacie@demo.fr. Deterministic; about 3 s on
 * PGlite (the trigram index and the stocks are most of it). `allPharmacies` (tests) stocks
 * every pharmacy of the database, not only the demo ones.
 */
export async function seedMarket(
  ctx: Pick<AppContext, "db" | "storage">,
  options: { allPharmacies?: boolean } = {},
): Promise<void> {
  const rand = random(11);
  const categories: (typeof marketCategories.$inferInsert)[] = [];
  TREE.forEach((root, rootIndex) => {
    categories.push({
      code: root.code,
      name: root.name,
      ord: root.code === "1" ? 100 : rootIndex,
      parent: null,
      type: root.type,
      level: 1,
    });
    root.children.forEach(([code, name], index) =>
      categories.push({ code, name, ord: index, parent: root.code, type: root.type, level: 2 }),
    );
  });

  const brands: (typeof marketBrands.$inferInsert)[] = [];
  const brandImage = new Map<string, string>();
  for (const [family, list] of Object.entries(BRANDS)) {
    for (const [name, colour] of list) {
      const id = marketId(`brand:${name}`);
      brands.push({ id, name });
      const key = `mk-demo-${id.slice(0, 8)}`;
      brandImage.set(id, key);
      await putDemoPicture(ctx, key, initialsOf(name), colour, family === "medication");
    }
  }
  const brandByName = new Map(brands.map((b) => [b.name, b.id]));

  // every (leaf, brand, variant, size) combination, taken in a stable order until the count
  const products: (typeof marketProducts.$inferInsert)[] = [];
  const leaves = TREE.flatMap((root) =>
    root.children.map(([code, , kinds]) => ({ root, code, kinds })),
  );
  let pid = 100000;
  outer: for (let round = 0; round < 40; round += 1) {
    for (const leaf of leaves) {
      const family = FAMILY_OF[leaf.root.code] ?? "skin";
      const list = BRANDS[family] ?? [];
      for (const kind of leaf.kinds) {
        const [brandName] = list[(round + kind.length) % list.length] ?? ["Biogaran"];
        const medication = leaf.root.type === "medication";
        if (round > 0 && medication && leaf.code === "1I" && round > 2) continue;
        const variant = medication ? "" : (VARIANTS[round % VARIANTS.length] ?? "");
        const size = medication
          ? (BOXES[round % BOXES.length] ?? "")
          : (SIZES[(round + kind.length) % SIZES.length] ?? "");
        const name = [kind, variant, size].filter(Boolean).join(" ");
        pid += 1;
        const twelve = `340${String(pid).padStart(9, "0")}`;
        const brandId = brandByName.get(brandName) ?? null;
        const key = brandId ? (brandImage.get(brandId) ?? null) : null;
        const base = medication ? 200 + Math.floor(rand() * 900) : 490 + Math.floor(rand() * 3500);
        products.push({
          id: marketId(`product:${pid}`),
          pid,
          uuid: marketId(`uuid:${pid}`),
          name: `${brandName} ${name}`,
          description: medication
            ? `${kind}. Lisez attentivement la notice. Demandez conseil à votre pharmacien.`
            : `${kind} ${brandName}${variant ? ` ${variant}` : ""}, ${size}. Testé sous contrôle dermatologique.`,
          image: key,
          thumb: key ? `${key}-t` : null,
          brandId,
          price: Math.round(base / 10) * 10 - 10 + 9,
          category1: leaf.root.code,
          category2: leaf.code,
          category3: null,
          medication,
          code: `${twelve}${ean13CheckDigit(twelve)}`,
          searchName: directoryKey(`${brandName} ${name} ${brandName}`),
        });
        if (products.length >= DEMO_PRODUCT_COUNT) break outer;
      }
    }
  }

  // the demo pharmacies one logs in with (`…@demo.fr`), not the directory's hundreds: the
  // seed runs at every e2e server's start and must stay fast
  const pharmacies = await ctx.db
    .select({ id: users.id, email: users.email, grp: users.grp })
    .from(users)
    .where(
      and(
        eq(users.type, "pharmacy"),
        options.allPharmacies ? undefined : like(users.email, "%@demo.fr"),
      ),
    );
  const stocks: (typeof marketStocks.$inferInsert)[] = [];
  for (const pharmacy of pharmacies) {
    // pharmacie@demo.fr stocks everything, Villeurbanne most, the others a quarter
    const share =
      pharmacy.email === DISCOUNT_PHARMACY_EMAIL
        ? 1
        : pharmacy.email === "pharmacie.villeurbanne@demo.fr"
          ? 0.7
          : 0.25;
    for (const product of products) {
      if (share < 1 && rand() >= share) continue;
      const reference = product.price ?? 990;
      const price = Math.max(100, reference + Math.round((rand() - 0.5) * 200));
      stocks.push({
        productId: product.id,
        pharmaId: pharmacy.id,
        price,
        quantity: rand() < 0.08 ? 0 : 1 + Math.floor(rand() * 40),
        grp: pharmacy.grp,
      });
    }
  }

  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const discounts: (typeof marketDiscounts.$inferInsert)[] = [];
  const discounter = pharmacies.find((p) => p.email === DISCOUNT_PHARMACY_EMAIL);
  if (discounter) {
    // the first sunscreens by name: those the catalogue's first page of « Solaire » shows
    const sunscreens = products
      .filter((p) => p.category1 === "6")
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 12);
    for (const product of sunscreens) {
      const stock = stocks.find((s) => s.productId === product.id && s.pharmaId === discounter.id);
      if (!stock) continue;
      discounts.push({
        id: marketId(`discount:${product.id}`),
        pharmaId: discounter.id,
        productId: product.id,
        price: Math.round((stock.price * 0.8) / 10) * 10,
        grp: discounter.grp,
        start: new Date(now - day),
        end: new Date(now + 60 * day),
      });
    }
  }

  await ctx.db.transaction(async (tx) => {
    await tx.insert(marketCategories).values(categories);
    await tx.insert(marketBrands).values(brands);
    for (let i = 0; i < products.length; i += 500)
      await tx.insert(marketProducts).values(products.slice(i, i + 500));
    for (let i = 0; i < stocks.length; i += 1000)
      await tx.insert(marketStocks).values(stocks.slice(i, i + 1000));
    if (discounts.length > 0) await tx.insert(marketDiscounts).values(discounts);
  });
}
