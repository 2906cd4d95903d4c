/**
 * The reference data of the made-to-measure skincare wizard (apoticare; 001 §3 "Cosmetics order",
 * §9 "Custom skincare"; issue 22 §1): 7 base creams, 16 active ingredients and 11 care goals, each
 * goal with its recommended actives for 1, 2 and 3 actives.
 *
 * Written here in French from general cosmetic knowledge; nothing is copied from the old client
 * (which 001 describes only by its counts). Sources consulted for the roles, INCI names and
 * regulatory limits:
 * - the European Commission's CosIng database of cosmetic ingredients (INCI names and functions),
 *   https://ec.europa.eu/growth/tools-databases/cosing/ ;
 * - Regulation (EC) No 1223/2009 on cosmetic products, its Annex III (restricted substances:
 *   salicylic acid) and Regulation (EU) 2024/996 (vitamin A, alpha-arbutin limits);
 * - the SCCS opinions on alpha-arbutin (SCCS/1642/22) and vitamin A (SCCS/1639/21);
 * - general dermatology and cosmetic-chemistry references on the pairs of actives to avoid.
 *
 * `components` is an array of INCI names (the names on a label, in English by rule), one per
 * ingredient of the base or active. `image` is a path served by the web app
 * (`apps/web/public/apoticare/…`, simple SVGs made here). `url1` is an encyclopedia page on the
 * ingredient, `url2` the CosIng database (search by the INCI name), `url3` the regulation text
 * when the ingredient is restricted in cosmetics; each may be null.
 */

/** A base cream or an active ingredient (001 §3: id, name, image, color, detail, text, components, url1, url2, url3). */
export interface ApoticareIngredient {
  /** Stable id: `base-…` for a base, `actif-…` for an active. */
  readonly id: string;
  /** French name, as shown on the card. */
  readonly name: string;
  /** Path of its picture in the web app, e.g. `/apoticare/actifs/niacinamide.svg`. */
  readonly image: string;
  /** Its colour, `#rrggbb`. */
  readonly color: string;
  /** One short French line: what it is for. */
  readonly detail: string;
  /** A French paragraph: what it does, for whom, with what care. */
  readonly text: string;
  /** The INCI names of what it is made of. */
  readonly components: readonly string[];
  readonly url1: string | null;
  readonly url2: string | null;
  readonly url3: string | null;
}

/** How many actives a formula holds: 1 to 3 (001 §5, §9). */
export type ActiveCount = 1 | 2 | 3;

/** A care goal (001 §9: 11 goals, each with 3 active counts). */
export interface ApoticareGoal {
  /** Stable id `goal-…`. */
  readonly id: string;
  /** French name: what the patient wants, « Hydrater ». */
  readonly name: string;
  /** One short French line: for which skin. */
  readonly detail: string;
  /** The base recommended for this goal (an id of `APOTICARE_BASES`). */
  readonly base: string;
  /** The recommended actives (ids of `APOTICARE_ACTIVES`) for 1, 2 and 3 actives; each list extends the previous one. */
  readonly actives: Readonly<Record<ActiveCount, readonly string[]>>;
}

/** The whole reference data, as `GET /api/apoticare/reference` answers it. */
export interface ApoticareReference {
  readonly bases: readonly ApoticareIngredient[];
  readonly goals: readonly ApoticareGoal[];
  readonly actives: readonly ApoticareIngredient[];
}

const COSING = "https://ec.europa.eu/growth/tools-databases/cosing/";
const REGULATION_1223 = "https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:32009R1223";
const REGULATION_2024_996 = "https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:32024R0996";
const WIKI = "https://fr.wikipedia.org/wiki/";

/** A base: its picture is `/apoticare/bases/{slug}.svg`, its id `base-{slug}`. */
function base(
  slug: string,
  fields: Omit<ApoticareIngredient, "id" | "image" | "url1" | "url2" | "url3">,
): ApoticareIngredient {
  return {
    id: `base-${slug}`,
    image: `/apoticare/bases/${slug}.svg`,
    ...fields,
    url1: null,
    url2: COSING,
    url3: null,
  };
}

/** An active: its picture is `/apoticare/actifs/{slug}.svg`, its id `actif-{slug}`. */
function active(
  slug: string,
  fields: Omit<ApoticareIngredient, "id" | "image" | "url2" | "url3"> & { url3?: string },
): ApoticareIngredient {
  return {
    id: `actif-${slug}`,
    image: `/apoticare/actifs/${slug}.svg`,
    ...fields,
    url2: COSING,
    url3: fields.url3 ?? null,
  };
}

/** The 7 base creams (001 §9), each for a kind of skin. */
export const APOTICARE_BASES: readonly ApoticareIngredient[] = [
  base("hydratante", {
    name: "Crème hydratante",
    color: "#7FB7E6",
    detail: "Peaux normales à mixtes, au quotidien",
    text: "Une émulsion légère qui pénètre vite sans laisser de film gras. Elle convient à la plupart des peaux, matin et soir, et accueille tous les actifs.",
    components: [
      "Aqua",
      "Glycerin",
      "Caprylic/Capric Triglyceride",
      "Cetearyl Alcohol",
      "Xanthan Gum",
    ],
  }),
  base("gel", {
    name: "Gel-crème fraîcheur",
    color: "#8FD3C1",
    detail: "Peaux mixtes à grasses",
    text: "Une texture gel non grasse et non comédogène, qui hydrate sans faire briller. Elle convient aux peaux qui marquent vite et aux climats chauds.",
    components: ["Aqua", "Glycerin", "Propanediol", "Carbomer", "Sodium Hydroxide"],
  }),
  base("riche", {
    name: "Crème riche",
    color: "#E8B77E",
    detail: "Peaux sèches à très sèches",
    text: "Une crème onctueuse riche en lipides, qui nourrit et protège les peaux qui tiraillent. À appliquer le soir, ou matin et soir en hiver.",
    components: ["Aqua", "Butyrospermum Parkii Butter", "Squalane", "Glycerin", "Cetearyl Alcohol"],
  }),
  base("apaisante", {
    name: "Crème apaisante",
    color: "#C9B6E4",
    detail: "Peaux sensibles et réactives",
    text: "Une formule courte, sans parfum, pensée pour les peaux qui rougissent ou picotent. Elle limite les ingrédients au strict nécessaire pour réduire le risque de réaction.",
    components: [
      "Aqua",
      "Glycerin",
      "Caprylic/Capric Triglyceride",
      "Bisabolol",
      "Cetearyl Olivate",
    ],
  }),
  base("nuit", {
    name: "Baume de nuit",
    color: "#5B6FA8",
    detail: "Toutes peaux, le soir",
    text: "Un baume fondant qui accompagne la réparation de la peau pendant le sommeil. C’est la base conseillée pour les actifs qui rendent la peau sensible au soleil.",
    components: ["Aqua", "Squalane", "Glycerin", "Simmondsia Chinensis Seed Oil", "Cetyl Alcohol"],
  }),
  base("serum", {
    name: "Sérum fluide",
    color: "#F2D16B",
    detail: "Toutes peaux, sous la crème habituelle",
    text: "Un fluide concentré, très léger, qui s’applique avant la crème de jour ou de nuit. Il laisse toute leur place aux actifs.",
    components: ["Aqua", "Propanediol", "Glycerin", "Hydroxyethylcellulose"],
  }),
  base("contour-yeux", {
    name: "Gel contour des yeux",
    color: "#9CC3D5",
    detail: "La peau fine du contour de l’œil",
    text: "Un gel frais et léger, adapté à la peau fine et fragile autour des yeux. Il s’applique en petite quantité, en tapotant, sans approcher le bord des paupières.",
    components: ["Aqua", "Glycerin", "Hydroxyethylcellulose", "Allantoin"],
  }),
];

/** The 16 active ingredients (001 §9). */
export const APOTICARE_ACTIVES: readonly ApoticareIngredient[] = [
  active("niacinamide", {
    name: "Niacinamide",
    color: "#F4A259",
    detail: "Vitamine B3 : pores, brillance et teint",
    text: "La niacinamide, ou vitamine B3, renforce la barrière de la peau, régule le sébum et unifie le teint. Bien tolérée, elle convient à presque toutes les peaux et se combine avec la plupart des actifs.",
    components: ["Niacinamide"],
    url1: `${WIKI}Nicotinamide`,
  }),
  active("acide-hyaluronique", {
    name: "Acide hyaluronique",
    color: "#4EA5D9",
    detail: "Hydratation et repulpant",
    text: "L’acide hyaluronique retient l’eau dans les couches superficielles de la peau : elle paraît plus souple et plus rebondie. Il convient à toutes les peaux, même sensibles.",
    components: ["Sodium Hyaluronate"],
    url1: `${WIKI}Acide_hyaluronique`,
  }),
  active("retinol", {
    name: "Rétinol",
    color: "#D1495B",
    detail: "Rides et renouvellement cellulaire",
    text: "Le rétinol, une forme de vitamine A, stimule le renouvellement de la peau et atténue les rides. Il s’utilise le soir, en commençant doucement, avec une protection solaire le jour ; il est déconseillé pendant la grossesse et l’allaitement. Sa concentration est limitée par la réglementation européenne.",
    components: ["Retinol", "Tocopherol"],
    url1: `${WIKI}R%C3%A9tinol`,
    url3: REGULATION_2024_996,
  }),
  active("vitamine-c", {
    name: "Vitamine C",
    color: "#F6C445",
    detail: "Éclat et antioxydant",
    text: "La vitamine C est un antioxydant qui ravive l’éclat du teint et aide à atténuer les taches. Elle est utilisée ici sous une forme stabilisée, mieux tolérée que l’acide ascorbique pur.",
    components: ["Ascorbyl Glucoside"],
    url1: `${WIKI}Acide_ascorbique`,
  }),
  active("acide-glycolique", {
    name: "Acide glycolique",
    color: "#E07A5F",
    detail: "AHA : exfoliant doux, grain de peau",
    text: "L’acide glycolique est un acide de fruit (AHA) qui dissout le ciment entre les cellules mortes : le grain de peau s’affine et le teint s’éclaircit. Il rend la peau plus sensible au soleil : une protection solaire est indispensable.",
    components: ["Glycolic Acid", "Sodium Hydroxide"],
    url1: `${WIKI}Acide_glycolique`,
  }),
  active("acide-salicylique", {
    name: "Acide salicylique",
    color: "#3D9970",
    detail: "BHA : pores et imperfections",
    text: "L’acide salicylique (BHA) pénètre dans les pores pour les désobstruer et limite les imperfections. Sa concentration est limitée par la réglementation européenne ; il ne convient pas aux enfants de moins de trois ans.",
    components: ["Salicylic Acid"],
    url1: `${WIKI}Acide_salicylique`,
    url3: REGULATION_1223,
  }),
  active("azeloglycine", {
    name: "Azéloglycine",
    color: "#B56576",
    detail: "Rougeurs et teint irrégulier",
    text: "L’azéloglycine est un dérivé soluble de l’acide azélaïque, adapté aux soins cosmétiques. Elle aide à réduire les rougeurs, régule le sébum et unifie le teint, en restant douce pour les peaux sensibles.",
    components: ["Potassium Azeloyl Diglycinate"],
    url1: `${WIKI}Acide_az%C3%A9la%C3%AFque`,
  }),
  active("zinc", {
    name: "Zinc PCA",
    color: "#6C757D",
    detail: "Sébo-régulateur, matifiant",
    text: "Le zinc PCA régule la production de sébum et assainit la peau. Il matifie les peaux mixtes à grasses et aide à prévenir les imperfections.",
    components: ["Zinc PCA"],
    url1: `${WIKI}Zinc`,
  }),
  active("panthenol", {
    name: "Panthénol",
    color: "#F7B2BD",
    detail: "Provitamine B5 : apaise et répare",
    text: "Le panthénol, ou provitamine B5, hydrate, apaise les irritations et favorise la réparation de la peau. Très bien toléré, il convient aux peaux sensibles et fragilisées.",
    components: ["Panthenol"],
    url1: `${WIKI}Panth%C3%A9nol`,
  }),
  active("centella", {
    name: "Centella asiatica",
    color: "#6A994E",
    detail: "Apaise les peaux réactives",
    text: "La centella asiatica est une plante dont les extraits apaisent les rougeurs et soutiennent la réparation de la peau. Elle convient aux peaux sensibles, réactives ou fragilisées.",
    components: ["Centella Asiatica Extract", "Madecassoside"],
    url1: `${WIKI}Centella_asiatica`,
  }),
  active("ceramides", {
    name: "Céramides",
    color: "#DDA15E",
    detail: "Renforcent la barrière cutanée",
    text: "Les céramides sont des lipides naturellement présents dans la peau, qui en assurent l’étanchéité. Les apporter aide les peaux sèches ou abîmées à retenir leur eau et à mieux se défendre.",
    components: ["Ceramide NP", "Ceramide AP", "Phytosphingosine", "Cholesterol"],
    url1: `${WIKI}C%C3%A9ramide`,
  }),
  active("vitamine-e", {
    name: "Vitamine E",
    color: "#BC6C25",
    detail: "Antioxydant et nourrissant",
    text: "La vitamine E protège les lipides de la peau de l’oxydation et la nourrit. Elle renforce l’action antioxydante de la vitamine C.",
    components: ["Tocopherol"],
    url1: `${WIKI}Vitamine_E`,
  }),
  active("peptides", {
    name: "Peptides",
    color: "#8E7DBE",
    detail: "Fermeté et rides",
    text: "Ces peptides sont de courtes chaînes d’acides aminés qui stimulent la production de collagène : la peau paraît plus ferme et les rides moins marquées. Ils sont bien tolérés.",
    components: ["Palmitoyl Tripeptide-1", "Palmitoyl Tetrapeptide-7"],
    url1: `${WIKI}Peptide`,
  }),
  active("bakuchiol", {
    name: "Bakuchiol",
    color: "#A7C957",
    detail: "Alternative végétale douce au rétinol",
    text: "Le bakuchiol, extrait d’une plante, agit sur les rides et la fermeté d’une manière proche du rétinol, en étant plus doux. Il s’utilise matin et soir et convient aux peaux sensibles.",
    components: ["Bakuchiol"],
    url1: "https://en.wikipedia.org/wiki/Bakuchiol",
  }),
  active("alpha-arbutine", {
    name: "Alpha-arbutine",
    color: "#E9C46A",
    detail: "Taches pigmentaires",
    text: "L’alpha-arbutine freine la production de mélanine et atténue progressivement les taches brunes. Sa concentration dans une crème pour le visage est limitée par la réglementation européenne.",
    components: ["Alpha-Arbutin"],
    url1: `${WIKI}Arbutine`,
    url3: REGULATION_2024_996,
  }),
  active("cafeine", {
    name: "Caféine",
    color: "#7F5539",
    detail: "Poches et cernes",
    text: "Appliquée sur la peau, la caféine favorise la microcirculation : elle aide à dégonfler les poches et à atténuer les cernes du contour de l’œil.",
    components: ["Caffeine"],
    url1: `${WIKI}Caf%C3%A9ine`,
  }),
];

/** The recommendation of a goal: its first three actives, 1, 2 and 3 of them. */
function recommend(first: string, second: string, third: string): ApoticareGoal["actives"] {
  const ids = [first, second, third].map((slug) => `actif-${slug}`);
  return { 1: ids.slice(0, 1), 2: ids.slice(0, 2), 3: ids };
}

/** The 11 care goals (001 §9), each with its recommended base and actives. */
export const APOTICARE_GOALS: readonly ApoticareGoal[] = [
  {
    id: "goal-hydratation",
    name: "Hydrater",
    detail: "Peau déshydratée, qui tiraille",
    base: "base-hydratante",
    actives: recommend("acide-hyaluronique", "panthenol", "ceramides"),
  },
  {
    id: "goal-nutrition",
    name: "Nourrir",
    detail: "Peau sèche, rugueuse",
    base: "base-riche",
    actives: recommend("ceramides", "vitamine-e", "panthenol"),
  },
  {
    id: "goal-imperfections",
    name: "Réduire les imperfections",
    detail: "Boutons, points noirs, brillance",
    base: "base-gel",
    actives: recommend("acide-salicylique", "zinc", "niacinamide"),
  },
  {
    id: "goal-grain",
    name: "Affiner le grain de peau",
    detail: "Pores visibles, texture irrégulière",
    base: "base-serum",
    actives: recommend("acide-glycolique", "niacinamide", "acide-hyaluronique"),
  },
  {
    id: "goal-rides",
    name: "Atténuer les rides",
    detail: "Rides et ridules installées",
    base: "base-nuit",
    actives: recommend("retinol", "acide-hyaluronique", "peptides"),
  },
  {
    id: "goal-fermete",
    name: "Raffermir",
    detail: "Perte de fermeté, ovale moins net",
    base: "base-riche",
    actives: recommend("peptides", "bakuchiol", "vitamine-e"),
  },
  {
    id: "goal-eclat",
    name: "Raviver l’éclat",
    detail: "Teint terne, mine fatiguée",
    base: "base-serum",
    actives: recommend("vitamine-c", "vitamine-e", "niacinamide"),
  },
  {
    id: "goal-taches",
    name: "Atténuer les taches",
    detail: "Taches brunes, teint irrégulier",
    base: "base-hydratante",
    actives: recommend("alpha-arbutine", "niacinamide", "vitamine-c"),
  },
  {
    id: "goal-rougeurs",
    name: "Calmer les rougeurs",
    detail: "Rougeurs diffuses, peau qui chauffe",
    base: "base-apaisante",
    actives: recommend("centella", "azeloglycine", "niacinamide"),
  },
  {
    id: "goal-reparation",
    name: "Réparer",
    detail: "Peau fragilisée, irritée",
    base: "base-apaisante",
    actives: recommend("panthenol", "centella", "ceramides"),
  },
  {
    id: "goal-regard",
    name: "Défatiguer le regard",
    detail: "Poches et cernes",
    base: "base-contour-yeux",
    actives: recommend("cafeine", "acide-hyaluronique", "peptides"),
  },
];

/**
 * Pairs of actives never proposed nor accepted together (issue 22 §1), by id. The conservative
 * current advice: retinol with an exfoliating acid (AHA, BHA) or with vitamin C adds irritation;
 * vitamin C with an acid, and two acids together, likewise (over-exfoliation, pH). Vitamin C with
 * niacinamide is NOT listed: the old « they cancel each other » warning came from tests on pure
 * ingredients in conditions far from a cream, and is no longer held today.
 */
export const INCOMPATIBLE_ACTIVES: readonly (readonly [string, string])[] = [
  ["actif-retinol", "actif-acide-glycolique"],
  ["actif-retinol", "actif-acide-salicylique"],
  ["actif-retinol", "actif-vitamine-c"],
  ["actif-vitamine-c", "actif-acide-glycolique"],
  ["actif-vitamine-c", "actif-acide-salicylique"],
  ["actif-acide-glycolique", "actif-acide-salicylique"],
];

/** The reference data of the wizard (issue 22 §1): the answer of `GET /api/apoticare/reference`. */
export const APOTICARE_REFERENCE: ApoticareReference = {
  bases: APOTICARE_BASES,
  goals: APOTICARE_GOALS,
  actives: APOTICARE_ACTIVES,
};
