import { TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

/** True for a pharmacy account (000 §5: the stock import is for pharmacy users only). */
const isPharmacy = (actor: Actor) => actor.type === "pharmacy";

/**
 * Who may use the stock import (000 §5, issue 11 §4):
 * - `use` (upload, start, read one's results): pharmacies only, 403 "Not a pharmacy" otherwise;
 * - `own` (an upload, an import, the pharmacy named by `pharmaId`): the pharmacy itself; another
 *   pharmacy's is hidden (404), so its existence never leaks.
 */
export const stockImportPolicy = definePolicy<{ pharmaId: string }, "use" | "own">({
  notFound: TEXTS.http.notFound,
  rules: {
    use: guarded((actor) => isPharmacy(actor), TEXTS.stockImport.notAPharmacy),
    own: hidden((actor, resource) => isPharmacy(actor) && actor.id === resource.pharmaId),
  },
});
