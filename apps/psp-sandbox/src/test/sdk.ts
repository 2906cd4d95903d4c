import Mangopay from "mangopay2-nodejs-sdk";
import type { Sandbox } from "../sandbox.js";

/** The official SDK pointed at a sandbox: only `baseUrl`, `clientId` and `clientApiKey` set. */
export function sdkFor(sandbox: Sandbox): Mangopay {
  return new Mangopay({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    clientApiKey: sandbox.apiKey,
    // the SDK prints every refused call; the tests look at the refusals themselves
    errorHandler: () => undefined,
  });
}

/** A patient: a natural user, payer. */
export async function createPatient(api: Mangopay, email = "lea.martin@demo.fr") {
  return api.Users.create({
    PersonType: "NATURAL",
    FirstName: "Léa",
    LastName: "Martin",
    Email: email,
    UserCategory: "PAYER",
    TermsAndConditionsAccepted: true,
  });
}

/** The pharmacy's address (also its bank account's owner address). */
export const PHARMACY_ADDRESS = {
  AddressLine1: "12 place du Marché",
  AddressLine2: "",
  City: "Lyon",
  Region: "Auvergne-Rhône-Alpes",
  PostalCode: "69002",
  Country: "FR",
} as const;

/** A pharmacy: a legal user, owner, with its EUR wallet. */
export async function createPharmacy(api: Mangopay) {
  const user = await api.Users.create({
    PersonType: "LEGAL",
    Name: "Pharmacie du Marché",
    LegalPersonType: "BUSINESS",
    LegalRepresentativeFirstName: "Paul",
    LegalRepresentativeLastName: "Durand",
    LegalRepresentativeBirthday: 188_611_200,
    LegalRepresentativeNationality: "FR",
    LegalRepresentativeCountryOfResidence: "FR",
    HeadquartersAddress: PHARMACY_ADDRESS,
    CompanyNumber: "85274196300012",
    Email: "pharmacie@demo.fr",
    UserCategory: "OWNER",
    TermsAndConditionsAccepted: true,
  });
  const wallet = await api.Wallets.create({
    Owners: [user.Id],
    Currency: "EUR",
    Description: "Portefeuille de la pharmacie",
  });
  return { user, wallet };
}

/**
 * What the browser does with a card registration: posts the card, form-encoded, to its
 * `CardRegistrationURL`; returns the text answered (`data=…` or `errorCode=…`).
 */
export async function tokenise(
  registration: { CardRegistrationURL: string; PreregistrationData: string; AccessKey: string },
  cardNumber: string,
  cardExpirationDate = "1239",
  cardCvx = "123",
): Promise<string> {
  const response = await fetch(registration.CardRegistrationURL, {
    method: "POST",
    body: new URLSearchParams({
      data: registration.PreregistrationData,
      accessKeyRef: registration.AccessKey,
      cardNumber,
      cardExpirationDate,
      cardCvx,
    }),
  });
  return response.text();
}

/** Registers a card for a user through the whole flow; returns the updated registration. */
export async function registerCard(
  api: Mangopay,
  userId: string,
  cardNumber: string,
  expiry?: string,
) {
  const registration = await api.CardRegistrations.create({
    UserId: userId,
    Currency: "EUR",
    CardType: "CB_VISA_MASTERCARD",
  });
  const registrationData = await tokenise(registration, cardNumber, expiry);
  return api.CardRegistrations.update({ Id: registration.Id, RegistrationData: registrationData });
}

/** Pays `cents` with a card into a wallet (card direct pay-in, no fees). */
export async function pay(
  api: Mangopay,
  payment: {
    authorId: string;
    walletId: string;
    cardId: string;
    cents: number;
    idempotencyKey?: string;
  },
) {
  const payIn = {
    PaymentType: "CARD",
    ExecutionType: "DIRECT",
    AuthorId: payment.authorId,
    CreditedWalletId: payment.walletId,
    CardId: payment.cardId,
    DebitedFunds: { Currency: "EUR", Amount: payment.cents },
    Fees: { Currency: "EUR", Amount: 0 },
    SecureModeReturnURL: "http://localhost:3000/commande/42",
  } as const;
  return payment.idempotencyKey
    ? api.PayIns.create(payIn, { headers: { "Idempotency-Key": payment.idempotencyKey } })
    : api.PayIns.create(payIn);
}
