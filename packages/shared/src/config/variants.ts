import { z } from "zod";
import { COMMON_TEXTS } from "../common/common-texts.js";
import { discountLabel } from "../market/discount-label.js";
import { SHELL_TEXTS } from "../shell/texts.js";

/**
 * White-label variants (000 §1, 001 §1; issue 19 §1): one build and one server, each brand a
 * run-time configuration, never a fork (docs/DECISIONS.md "Variants"). The generic app, without
 * a variant, is « Réseau Santé ».
 */
export const VARIANT_CODES = [
  "galien",
  "pharmavance",
  "cos",
  "excel",
  "well",
  "apoticare",
  "pharmacorp",
] as const;
/** See `VARIANT_CODES`. */
export type VariantCode = (typeof VARIANT_CODES)[number];

/** True for a known variant code. */
export function isVariantCode(value: string | undefined | null): value is VariantCode {
  return (VARIANT_CODES as readonly string[]).includes(value ?? "");
}

/**
 * What a variant switches on (001 §1, §2 side menu conditions). `purchase`: the marketplace takes
 * orders; `delivery`: home delivery besides click & collect (off everywhere, 001 §1).
 */
export interface VariantFeatures {
  purchase: boolean;
  delivery: boolean;
  sharingGroups: boolean;
  myFolders: boolean;
  appointments: boolean;
  loyaltyCard: boolean;
  experimentalQuestionnaire: boolean;
}

/**
 * The brand's main colour: one of Mantine's palettes and the shade buttons use, with that
 * shade's hex, under which white text has at least 4.5:1 (WCAG AA; checked by its test).
 */
export interface VariantTheme {
  palette: "blue" | "teal" | "grape" | "indigo" | "violet" | "cyan" | "pink";
  shade: 7 | 8 | 9;
  hex: string;
}

/** A map's centre and zoom (000 §9). */
export interface MapCentre {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Paris at zoom 11, for the two group variants 000 §9 names (galien and well here). */
export const PARIS_CENTRE: MapCentre = { latitude: 48.8566, longitude: 2.3522, zoom: 11 };
/** France at zoom 5, everywhere else (000 §9). */
export const FRANCE_CENTRE: MapCentre = { latitude: 46.6034, longitude: 1.8883, zoom: 5 };

/**
 * An external site of the side menu (001 §2 « Rendez-vous médicaux », « Carte de fidélité »):
 * `webview` opens it inside the app (`/iframe/{id}/redirection/open`), `window` in a new window.
 */
export interface ExternalLink {
  id: string;
  name: string;
  url: string;
  open: "webview" | "window";
}

/**
 * The three booking sites of « Rendez-vous médicaux » (001 §2: one in a new window, two in the
 * webview). Doctolib refuses to be framed, so it is the new-window one.
 */
export const APPOINTMENT_SITES: readonly ExternalLink[] = [
  { id: "doctolib", name: "Doctolib", url: "https://www.doctolib.fr/", open: "window" },
  { id: "maiia", name: "Maiia", url: "https://www.maiia.com/", open: "webview" },
  { id: "qare", name: "Qare", url: "https://www.qare.fr/", open: "webview" },
];

/** The id of the loyalty card's external site (its URL is the group's: LOYALTY_CARD_URL). */
export const LOYALTY_CARD_ID = "carte-fidelite";

/** One brand: its name, colour, features and map centre. */
export interface VariantDefinition {
  code: VariantCode | null;
  name: string;
  theme: VariantTheme;
  features: VariantFeatures;
  map: MapCentre;
  /** How its loyalty card opens, for the two variants that have one (001 §2). */
  loyaltyCardOpens?: ExternalLink["open"];
}

const GROUP_FEATURES: VariantFeatures = {
  purchase: true,
  delivery: false,
  sharingGroups: true,
  myFolders: true,
  appointments: true,
  loyaltyCard: false,
  experimentalQuestionnaire: false,
};

/**
 * The brands (our choices where 000 and 001 are silent, written in docs/DECISIONS.md
 * "Variants"): purchase open in most of them (001 §1), closed for pharmacorp; the loyalty card in
 * two (galien, well); the questionnaire of apoticare's cosmetics in apoticare only.
 */
export const VARIANTS: Record<VariantCode, VariantDefinition> = {
  galien: {
    code: "galien",
    name: "Galien Santé",
    theme: { palette: "teal", shade: 9, hex: "#087f5b" },
    features: { ...GROUP_FEATURES, loyaltyCard: true },
    map: PARIS_CENTRE,
    loyaltyCardOpens: "webview",
  },
  pharmavance: {
    code: "pharmavance",
    name: "Pharmavance",
    theme: { palette: "indigo", shade: 8, hex: "#3b5bdb" },
    features: GROUP_FEATURES,
    map: FRANCE_CENTRE,
  },
  cos: {
    code: "cos",
    name: "COS Pharmacies",
    theme: { palette: "grape", shade: 9, hex: "#862e9c" },
    features: GROUP_FEATURES,
    map: FRANCE_CENTRE,
  },
  excel: {
    code: "excel",
    name: "Excel Pharma",
    theme: { palette: "blue", shade: 9, hex: "#1864ab" },
    features: GROUP_FEATURES,
    map: FRANCE_CENTRE,
  },
  well: {
    code: "well",
    name: "Well Pharma",
    theme: { palette: "violet", shade: 9, hex: "#5f3dc4" },
    features: { ...GROUP_FEATURES, loyaltyCard: true },
    map: PARIS_CENTRE,
    loyaltyCardOpens: "window",
  },
  apoticare: {
    code: "apoticare",
    name: "Apoticare",
    theme: { palette: "pink", shade: 9, hex: "#a61e4d" },
    features: { ...GROUP_FEATURES, experimentalQuestionnaire: true },
    map: FRANCE_CENTRE,
  },
  pharmacorp: {
    code: "pharmacorp",
    name: "Pharmacorp",
    theme: { palette: "cyan", shade: 9, hex: "#0b7285" },
    features: { ...GROUP_FEATURES, purchase: false },
    map: FRANCE_CENTRE,
  },
};

/** The generic app, without a variant: the network's own features, no group tools. */
export const GENERIC_VARIANT: VariantDefinition = {
  code: null,
  name: COMMON_TEXTS.appName,
  theme: { palette: "blue", shade: 8, hex: "#1971c2" },
  features: {
    purchase: true,
    delivery: false,
    sharingGroups: false,
    myFolders: true,
    appointments: false,
    loyaltyCard: false,
    experimentalQuestionnaire: false,
  },
  map: FRANCE_CENTRE,
};

/** The definition of `code`, or the generic app's for none (an unknown code is refused at start). */
export function variantOf(code: VariantCode | null | undefined): VariantDefinition {
  return code ? VARIANTS[code] : GENERIC_VARIANT;
}

const externalLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  open: z.enum(["webview", "window"]),
});

/**
 * The pharmacy group whose app `code` is (000 §1: "Deployment variants, called groups"): the `grp`
 * of its pharmacies' managers and of its patients; null for the generic app, which has no group.
 */
export function groupOfVariant(code: VariantCode | null | undefined): string | null {
  return code ?? null;
}

/**
 * Whether a patient's sign-up in `code`'s app takes her pharmacy from the `idpharma` cookie
 * (000 §5 "A patient in the excel variant gets idpharma from a cookie"): excel only.
 */
export function readsPharmacyCookie(code: VariantCode | null | undefined): boolean {
  return code === "excel";
}

/**
 * `GET /ws/config` (issue 19 §1): what the web app needs of the running brand and modes, read
 * when it starts. Public: never a secret (no key, database or SMTP address).
 */
export const appConfigSchema = z.object({
  variant: z.object({
    code: z.enum(VARIANT_CODES).nullable(),
    name: z.string(),
    /** The brand's logo, an SVG served with the web app (`/brand/{code}.svg`). */
    logo: z.string(),
    theme: z.object({
      palette: z.string(),
      shade: z.number().int().min(0).max(9),
      hex: z.string(),
    }),
  }),
  discountLabel: z.string(),
  groupMode: z.boolean(),
  networkMode: z.boolean(),
  /**
   * Professionals may log in with Pro Santé Connect (issue 24 §4: PSC_ISSUER and its client are
   * set): the login page offers its button.
   */
  proSanteConnect: z.boolean(),
  features: z.object({
    purchase: z.boolean(),
    delivery: z.boolean(),
    sharingGroups: z.boolean(),
    myFolders: z.boolean(),
    appointments: z.boolean(),
    loyaltyCard: z.boolean(),
    experimentalQuestionnaire: z.boolean(),
  }),
  map: z.object({
    latitude: z.number(),
    longitude: z.number(),
    zoom: z.number().int(),
    /**
     * The map tiles' URL template (`{z}/{x}/{y}`, MAP_TILES_URL) and the credit its provider asks
     * for (MAP_TILES_ATTRIBUTION); null: the locator draws a blank map (issue 19 §3).
     */
    tilesUrl: z.string().nullable(),
    tilesAttribution: z.string().nullable(),
  }),
  /** The side menu's external sites (001 §2): the booking sites, the loyalty card if any. */
  links: z.object({
    appointments: z.array(externalLinkSchema),
    loyaltyCard: externalLinkSchema.nullable(),
  }),
});
/** See `appConfigSchema`. */
export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * The configuration a server running `code` with the modes `groupMode` and `networkMode` serves
 * (`GET /ws/config`): the same for every request, computed once at start. `loyaltyCardUrl` is the
 * group's loyalty card site (LOYALTY_CARD_URL): the menu offers the card only with one.
 * `mapTilesUrl` and `mapTilesAttribution`: the locator's tile server (MAP_TILES_URL,
 * MAP_TILES_ATTRIBUTION). `proSanteConnect`: whether the PSC login is on (issue 24 §4).
 */
export function appConfigOf(
  code: VariantCode | null,
  modes: {
    groupMode: boolean;
    networkMode: boolean;
    loyaltyCardUrl?: string;
    mapTilesUrl?: string;
    mapTilesAttribution?: string;
    proSanteConnect?: boolean;
  },
): AppConfig {
  const variant = variantOf(code);
  const loyaltyCard =
    variant.features.loyaltyCard && modes.loyaltyCardUrl
      ? {
          id: LOYALTY_CARD_ID,
          name: SHELL_TEXTS.shell.loyaltyCard,
          url: modes.loyaltyCardUrl,
          open: variant.loyaltyCardOpens ?? "window",
        }
      : null;
  return {
    variant: {
      code: variant.code,
      name: variant.name,
      logo: `/brand/${variant.code ?? "reseau-sante"}.svg`,
      theme: { ...variant.theme },
    },
    // the running variant's, never a user's group
    discountLabel: discountLabel(code),
    groupMode: modes.groupMode,
    networkMode: modes.networkMode,
    proSanteConnect: modes.proSanteConnect ?? false,
    features: { ...variant.features },
    map: {
      ...variant.map,
      tilesUrl: modes.mapTilesUrl ?? null,
      tilesAttribution: modes.mapTilesUrl ? (modes.mapTilesAttribution ?? null) : null,
    },
    links: { appointments: APPOINTMENT_SITES.map((site) => ({ ...site })), loyaltyCard },
  };
}
