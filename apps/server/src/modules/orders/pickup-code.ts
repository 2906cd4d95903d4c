import { randomInt } from "node:crypto";
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from "@reseau/shared";

/**
 * A new order's pickup code (issue 18 §1): 6 characters drawn uniformly by the system's random
 * generator from `PICKUP_CODE_ALPHABET` (32 characters, about 10⁹ codes), shown to the patient
 * and to the pharmacy on the order's card. Not a secret: the pharmacy checks it against the
 * order of the person at its counter.
 */
export function newPickupCode(): string {
  let code = "";
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) {
    code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  }
  return code;
}
