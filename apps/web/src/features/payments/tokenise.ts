import { providerExpiry, TEXTS, type CardInput } from "@reseau/shared";

/** What the browser needs of a card registration (`POST /market/mp/card-reg-request`). */
export interface CardRegistrationForm {
  accessKey: string;
  preregistrationData: string;
  /** The provider's tokenisation address: the card goes there, never to our server. */
  cardRegistrationUrl: string;
}

/** A card the provider refused at tokenisation, or could not be reached for: a French message. */
export class CardTokenisationError extends Error {}

/**
 * Sends the card straight from the browser to the payment provider's tokenisation address
 * (issue 20 §2, 001 §5: card data never reaches our server), form-encoded as the provider reads
 * it (`data`, `accessKeyRef`, `cardNumber`, `cardExpirationDate` MMAA, `cardCvx`).
 * @returns the provider's answer `data=…`, the registration data our server finishes the
 * registration with.
 * @throws CardTokenisationError with a French message when the provider answers `errorCode=…`
 * or cannot be reached.
 */
export async function tokeniseCard(
  registration: CardRegistrationForm,
  card: CardInput,
): Promise<string> {
  let answer: string;
  try {
    const response = await fetch(registration.cardRegistrationUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        data: registration.preregistrationData,
        accessKeyRef: registration.accessKey,
        cardNumber: card.number.replace(/\D/g, ""),
        cardExpirationDate: providerExpiry(card.expiry) ?? "",
        cardCvx: card.cvx.trim(),
      }),
      // nothing of ours goes with the card: no cookie, no referrer
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    answer = (await response.text()).trim();
  } catch {
    throw new CardTokenisationError(TEXTS.card.unreachable);
  }
  if (!answer.startsWith("data=")) throw new CardTokenisationError(TEXTS.card.refused);
  return answer;
}
