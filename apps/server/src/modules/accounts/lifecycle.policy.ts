import { isProType, TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, hidden } from "../../platform/authorize.js";
import { visibilityOf, type UserRelation } from "./accounts.policy.js";

/**
 * Who may have an activation link mailed to a patient (issue 8 §5, 000 §2 contact page): a
 * professional or establishment that may see her (docs/DECISIONS.md "Who sees a patient");
 * anyone else gets 404, so a patient's existence never leaks. The link goes to her own mailbox.
 */
export const activationPolicy = definePolicy<UserRelation, "sendActivation">({
  rules: {
    sendActivation: hidden(
      (actor, relation) =>
        isProType(actor.type) &&
        relation.target.type === "patient" &&
        visibilityOf(actor, relation) !== "none",
    ),
  },
});

/**
 * `POST /ws/lab/patient/reinit`: a laboratory re-sends the activation link of one of the patients
 * it may see, found by e-mail; any other address answers 404 with the same text.
 */
export const labReinitPolicy = definePolicy<UserRelation, "reinit">({
  notFound: TEXTS.lifecycle.labPatientUnknown,
  rules: {
    reinit: hidden(
      (actor, relation) =>
        relation.target.type === "patient" && visibilityOf(actor, relation) !== "none",
    ),
  },
});

/** A laboratory or a group of laboratories: who may call the lab re-initialisation. */
export function isLabActor(actor: Actor): boolean {
  return actor.type === "labo" || actor.type === "grp_lab";
}
