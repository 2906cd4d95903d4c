import { isProType, TEXTS, type UserType } from "@reseau/shared";
import { definePolicy, guarded } from "../../platform/authorize.js";

/** The types that create member patients (000 §7 `POST /ws/patient`, issue 8 §4). */
const CREATOR_TYPES: readonly UserType[] = ["pharmacy", "labo", "professional"];

/**
 * Who has patient folders and creates patients (000 §2 folders, §6 roles, issue 8 §4); the resource
 * is the caller's own type, so every refusal is a 403 (nothing about another user is revealed):
 * - `list`: professionals and establishments, group managers included (for their establishments)
 *   — never a patient;
 * - `create`: a pharmacy, a laboratory or a professional (a group manager creates nobody);
 * - `affiliate`: a pharmacy only, which becomes the patient's default pharmacy.
 */
export const patientsPolicy = definePolicy<UserType, "list" | "create" | "affiliate">({
  rules: {
    list: guarded((_actor, type) => isProType(type), TEXTS.patients.forbidden),
    create: guarded((_actor, type) => CREATOR_TYPES.includes(type), TEXTS.patients.createForbidden),
    affiliate: guarded((_actor, type) => type === "pharmacy", TEXTS.patients.affiliateForbidden),
  },
});
