import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type Mangopay from "mangopay2-nodejs-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "./index.js";
import {
  createPatient,
  createPharmacy,
  pay,
  PHARMACY_ADDRESS,
  registerCard,
  sdkFor,
  tokenise,
} from "./test/sdk.js";

const SUCCESS = "4970100000000154";
const SECURE_3DS = "4970100000000055";
const INSUFFICIENT_FUNDS = "4970100000000063";

let dataDir: string;
let sandbox: Sandbox;
let api: Mangopay;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "psp-sandbox-"));
  sandbox = await startSandbox({ dataDir });
  api = sdkFor(sandbox);
});

afterAll(async () => {
  await sandbox.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Follows a pay-in's 3-D Secure page as a browser would and presses one of its buttons. */
async function secureMode(redirectUrl: string, decision: "accept" | "refuse") {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(html).toContain("Valider");
  expect(html).toContain("Refuser");
  const action = new URL(/action="([^"]+)"/.exec(html)?.[1] ?? "", redirectUrl);
  const answer = await fetch(action, {
    method: "POST",
    body: new URLSearchParams({ decision }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

describe("the payment sandbox through mangopay2-nodejs-sdk", () => {
  it("creates and reads natural and legal users and wallets", async () => {
    const patient = await createPatient(api);
    const { user, wallet } = await createPharmacy(api);
    expect(patient.PersonType).toBe("NATURAL");
    expect((await api.Users.get(patient.Id)).Email).toBe("lea.martin@demo.fr");
    expect((await api.Users.getLegal(user.Id)).Name).toBe("Pharmacie du Marché");
    expect(wallet.Balance).toEqual({ Currency: "EUR", Amount: 0 });
    expect((await api.Users.getWallets(user.Id)).map((w) => w.Id)).toEqual([wallet.Id]);
    await expect(api.Wallets.get("wlt_m_unknown")).rejects.toMatchObject({
      Type: "ressource_not_found",
    });
  });

  it("refuses a wrong API key and a missing token", async () => {
    const other = sdkFor({ ...sandbox, apiKey: "wrong" });
    await expect(other.Users.get("user_m_x")).rejects.toMatchObject({ error: "invalid_client" });
    const response = await fetch(`${sandbox.url}/v2.01/${sandbox.clientId}/users`);
    expect(response.status).toBe(401);
  });

  it("tokenises a card without keeping its number, and refuses invalid ones", async () => {
    const patient = await createPatient(api);
    const registration = await registerCard(api, patient.Id, SUCCESS);
    expect(registration.Status).toBe("VALIDATED");
    const card = await api.Cards.get(registration.CardId);
    expect(card).toMatchObject({ Alias: "497010XXXXXX0154", ExpirationDate: "1239", Active: true });

    const fresh = () => api.CardRegistrations.create({ UserId: patient.Id, Currency: "EUR" });
    expect(await tokenise(await fresh(), "4970100000000000")).toBe("errorCode=105202");
    expect(await tokenise(await fresh(), SUCCESS, "0120")).toBe("errorCode=105203");
    expect(await tokenise(await fresh(), SUCCESS, "1239", "12")).toBe("errorCode=105204");
    const expired = await registerCard(api, patient.Id, SUCCESS, "0120");
    expect(expired).toMatchObject({ Status: "ERROR", ResultCode: "105203", CardId: null });

    await registerCard(api, patient.Id, SECURE_3DS);
    await api.Cards.update({ Id: card.Id, Active: false });
    const cards = await api.Users.getCards(patient.Id);
    expect(cards.map((c) => [c.Alias, c.Active])).toEqual([
      ["497010XXXXXX0154", false],
      ["497010XXXXXX0055", true],
    ]);
    await sandbox.stop();
    const state = await readFile(path.join(dataDir, "state.json"), "utf8");
    expect(state).not.toContain(SUCCESS);
    sandbox = await startSandbox({ dataDir });
    api = sdkFor(sandbox);
  });

  it("pays with a card, declines a refused one, and passes 3-D Secure both ways", async () => {
    const patient = await createPatient(api);
    const { wallet } = await createPharmacy(api);
    const card = (number: string) => registerCard(api, patient.Id, number).then((r) => r.CardId);

    const paid = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: await card(SUCCESS),
      cents: 1240,
    });
    expect(paid).toMatchObject({
      Status: "SUCCEEDED",
      ResultCode: "000000",
      SecureModeNeeded: false,
    });

    const declined = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: await card(INSUFFICIENT_FUNDS),
      cents: 990,
    });
    expect(declined).toMatchObject({ Status: "FAILED", ResultCode: "101102" });

    const secureCard = await card(SECURE_3DS);
    const waiting = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: secureCard,
      cents: 500,
    });
    expect(waiting).toMatchObject({ Status: "CREATED", SecureModeNeeded: true });
    const back = await secureMode(waiting.SecureModeRedirectURL, "accept");
    expect(back.pathname).toBe("/commande/42");
    expect(back.searchParams.get("transactionId")).toBe(waiting.Id);
    expect((await api.PayIns.get(waiting.Id)).Status).toBe("SUCCEEDED");

    const refused = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: secureCard,
      cents: 700,
    });
    await secureMode(refused.SecureModeRedirectURL, "refuse");
    expect(await api.PayIns.get(refused.Id)).toMatchObject({
      Status: "FAILED",
      ResultCode: "101301",
    });

    expect((await api.Wallets.get(wallet.Id)).Balance.Amount).toBe(1240 + 500);
  });

  it("refunds part, then the rest, then refuses more", async () => {
    const patient = await createPatient(api);
    const { user, wallet } = await createPharmacy(api);
    const { CardId } = await registerCard(api, patient.Id, SUCCESS);
    const payIn = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: CardId,
      cents: 3000,
    });
    const euros = (Amount: number) => ({ Currency: "EUR" as const, Amount });

    const part = await api.PayIns.createRefund(payIn.Id, {
      AuthorId: user.Id,
      DebitedFunds: euros(1000),
      Fees: euros(0),
    });
    expect(part).toMatchObject({
      Status: "SUCCEEDED",
      Nature: "REFUND",
      Type: "PAYOUT",
      InitialTransactionId: payIn.Id,
    });
    const over = await api.PayIns.createRefund(payIn.Id, {
      AuthorId: user.Id,
      DebitedFunds: euros(2500),
      Fees: euros(0),
    });
    expect(over).toMatchObject({ Status: "FAILED", ResultCode: "005403" });
    const rest = await api.PayIns.createRefund(payIn.Id, { AuthorId: user.Id });
    expect(rest).toMatchObject({ Status: "SUCCEEDED", DebitedFunds: euros(2000) });
    const again = await api.PayIns.createRefund(payIn.Id, { AuthorId: user.Id });
    expect(again).toMatchObject({ Status: "FAILED", ResultCode: "001401" });

    expect((await api.Wallets.get(wallet.Id)).Balance.Amount).toBe(0);
    expect((await api.PayIns.getRefunds(payIn.Id)).map((r) => r.Status)).toEqual([
      "SUCCEEDED",
      "FAILED",
      "SUCCEEDED",
      "FAILED",
    ]);
  });

  it("registers an IBAN, pays out, transfers, and lists the transactions", async () => {
    const patient = await createPatient(api);
    const { user, wallet } = await createPharmacy(api);
    const { CardId } = await registerCard(api, patient.Id, SUCCESS);
    const payIn = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: CardId,
      cents: 5000,
    });
    const euros = (Amount: number) => ({ Currency: "EUR" as const, Amount });

    const iban = {
      Type: "IBAN",
      OwnerName: "Pharmacie du Marché",
      OwnerAddress: PHARMACY_ADDRESS,
      IBAN: "FR76 3000 6000 0112 3456 7890 189",
      BIC: "AGRIFRPP",
    } as const;
    await expect(
      api.Users.createBankAccount(user.Id, { ...iban, IBAN: "FR7630006000011234567890188" }),
    ).rejects.toMatchObject({
      Type: "param_error",
      errors: { IBAN: "The IBAN is invalid." },
    });
    const account = await api.Users.createBankAccount(user.Id, iban);
    expect(account).toMatchObject({ IBAN: "FR7630006000011234567890189", Active: true });

    const payout = await api.PayOuts.create({
      PaymentType: "BANK_WIRE",
      AuthorId: user.Id,
      DebitedWalletId: wallet.Id,
      BankAccountId: account.Id,
      DebitedFunds: euros(3000),
      Fees: euros(0),
      BankWireRef: "Réseau Santé",
    });
    expect(payout.Status).toBe("CREATED");
    expect((await api.Wallets.get(wallet.Id)).Balance.Amount).toBe(2000);
    await expect.poll(async () => (await api.PayOuts.get(payout.Id)).Status).toBe("SUCCEEDED");
    const tooMuch = await api.PayOuts.create({
      PaymentType: "BANK_WIRE",
      AuthorId: user.Id,
      DebitedWalletId: wallet.Id,
      BankAccountId: account.Id,
      DebitedFunds: euros(2001),
      Fees: euros(0),
    });
    expect(tooMuch).toMatchObject({ Status: "FAILED", ResultCode: "001001" });

    const other = await createPharmacy(api);
    const transfer = await api.Transfers.create({
      AuthorId: user.Id,
      DebitedWalletId: wallet.Id,
      CreditedWalletId: other.wallet.Id,
      DebitedFunds: euros(500),
      Fees: euros(0),
    });
    expect(transfer.Status).toBe("SUCCEEDED");
    expect((await api.Wallets.get(other.wallet.Id)).Balance.Amount).toBe(500);

    await api.Users.deactivateBankAccount(user.Id, account.Id);
    expect((await api.Users.getBankAccounts(user.Id)).map((a) => a.Active)).toEqual([false]);

    const walletList = await api.Wallets.getTransactions(wallet.Id);
    expect(walletList.map((t) => [t.Type, t.Nature, t.Status])).toEqual([
      ["PAYIN", "REGULAR", "SUCCEEDED"],
      ["PAYOUT", "REGULAR", "SUCCEEDED"],
      ["PAYOUT", "REGULAR", "FAILED"],
      ["TRANSFER", "REGULAR", "SUCCEEDED"],
    ]);
    const succeededPayIns = await api.Users.getTransactions(patient.Id, {
      parameters: { Type: "PAYIN", Status: "SUCCEEDED" },
    });
    expect(succeededPayIns.map((t) => t.Id)).toEqual([payIn.Id]);
  });

  it("simulates a repudiation (chargeback) of a pay-in, listed with its nature", async () => {
    const patient = await createPatient(api);
    const { wallet } = await createPharmacy(api);
    const { CardId } = await registerCard(api, patient.Id, SUCCESS);
    const payIn = await pay(api, {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: CardId,
      cents: 2200,
    });
    const answer = await fetch(`${sandbox.url}/sandbox/payins/${payIn.Id}/repudiation`, {
      method: "POST",
    });
    const { Id } = (await answer.json()) as { Id: string };
    expect(await api.Disputes.getRepudiation(Id)).toMatchObject({
      Status: "SUCCEEDED",
      InitialTransactionId: payIn.Id,
    });
    expect((await api.Wallets.get(wallet.Id)).Balance.Amount).toBe(0);
    const repudiations = await api.Wallets.getTransactions(wallet.Id, {
      parameters: { Nature: "REPUDIATION" },
    });
    expect(repudiations.map((t) => [t.Type, t.Nature, t.Status])).toEqual([
      ["PAYOUT", "REPUDIATION", "SUCCEEDED"],
    ]);
  });

  it("answers the same pay-in for the same idempotency key, and never pays twice", async () => {
    const patient = await createPatient(api);
    const { wallet } = await createPharmacy(api);
    const { CardId } = await registerCard(api, patient.Id, SUCCESS);
    const payment = {
      authorId: patient.Id,
      walletId: wallet.Id,
      cardId: CardId,
      cents: 1500,
      idempotencyKey: "order-42-pay",
    };
    const [first, second] = await Promise.all([pay(api, payment), pay(api, payment)]);
    const third = await pay(api, payment);
    expect(second.Id).toBe(first.Id);
    expect(third.Id).toBe(first.Id);
    expect((await api.Wallets.get(wallet.Id)).Balance.Amount).toBe(1500);
    expect((await api.Idempotency.get("order-42-pay")).Resource).toMatchObject({ Id: first.Id });
    await expect(pay(api, { ...payment, cents: 1600 })).rejects.toMatchObject({
      Type: "idempotency_error",
    });
  });

  it("keeps its data across a restart and lists its test cards in French", async () => {
    const { user } = await createPharmacy(api);
    await sandbox.stop();
    sandbox = await startSandbox({ dataDir });
    api = sdkFor(sandbox);
    expect((await api.Users.get(user.Id)).Id).toBe(user.Id);
    const home = await (await fetch(sandbox.url)).text();
    expect(home).toContain("Cartes de test");
    expect(home).toContain("4970 1000 0000 0154");
    expect(home).toContain("3-D Secure");
  });
});
