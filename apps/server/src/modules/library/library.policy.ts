import { TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

/** True for a pharmacy account (000 §5: only pharmacies edit the library). */
const isPharmacy = (actor: Actor) => actor.type === "pharmacy";

/**
 * Who may do what in a library (000 §5, 001 §7): `use` — pharmacies only (403 otherwise);
 * `own` — a document or folder of the caller's own library (another pharmacy's: 404).
 */
export const libraryPolicy = definePolicy<{ pharmaId: string }, "use" | "own">({
  notFound: TEXTS.library.notFound,
  rules: {
    use: guarded((actor) => isPharmacy(actor), TEXTS.library.pharmacyOnly),
    own: hidden((actor, item) => isPharmacy(actor) && item.pharmaId === actor.id),
  },
});

/** The same rules, answering a folder's 404 text. */
export const libraryDirectoryPolicy = definePolicy<{ pharmaId: string }, "own">({
  notFound: TEXTS.library.directoryNotFound,
  rules: { own: libraryPolicy.rules.own },
});
