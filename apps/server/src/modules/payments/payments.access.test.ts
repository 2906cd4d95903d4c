import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEXTS, type MarketIdentity, type SavedCard } from "@reseau/shared";
import { createPatient } from "../../test/harness.js";
import { paymentsSetUp, SUCCESS, tokenise, type Answer } from "./test-helpers.js";

const { world: w, shop, statusOf, registration, pay } = paymentsSetUp();

describe("who pays, whose cards and wallets (issue 20 §4)", () => {
  it("only the order's patient pays it: another patient 404, the pharmacy 403", async () => {
    const { pharmacy, order } = await shop(800, 1);
    const other = await createPatient(w.t);
    const stranger = await pay(other, order.id, SUCCESS);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(TEXTS.orders.noOrder);
    expect((await other.get(`/market/mp/pay/${order.id}`)).status).toBe(404);
    const byPharmacy = await pharmacy.post<Answer<unknown>>("/market/mp/pay", {
      order: order.id,
      cardReg: "cardreg_x",
      registrationData: "data=x",
    });
    expect(byPharmacy.status).toBe(403);
    expect(byPharmacy.body.message).toBe(TEXTS.payments.clientOnly);
    // someone else's card registration is no card of hers
    const { patient: lea, order: hers } = await shop(800, 1);
    const reg = await registration(other);
    const borrowed = await lea.post<Answer<unknown>>("/market/mp/pay", {
      order: hers.id,
      cardReg: reg.id,
      registrationData: await tokenise(reg, SUCCESS),
    });
    expect(borrowed.status).toBe(404);
    expect(await statusOf(hers.id)).toBe("CREATED");
  });

  it("identities, cards and wallets are each user's own", async () => {
    const { pharmacy, patient, order } = await shop(900, 1);
    await pay(patient, order.id, SUCCESS);
    const mine = await patient.get<MarketIdentity>(`/market/mp/marketId/${patient.user!.id}`);
    expect(mine.body).toMatchObject({ personType: "NATURAL", walletId: null });
    const shopId = await pharmacy.get<MarketIdentity>(`/market/mp/marketId/${pharmacy.user!.id}`);
    expect(shopId.body.personType).toBe("LEGAL");
    expect(shopId.body.walletId).toMatch(/\w/);
    expect((await patient.get(`/market/mp/marketId/${pharmacy.user!.id}`)).status).toBe(404);

    const cards = await patient.get<SavedCard[]>("/market/mp/cards");
    expect(cards.body).toEqual([
      expect.objectContaining({ alias: "497010XXXXXX0154", expirationDate: "1239", active: true }),
    ]);
    expect(JSON.stringify(cards.body)).not.toContain(SUCCESS);
    const other = await createPatient(w.t);
    expect((await other.get<SavedCard[]>("/market/mp/cards")).body).toEqual([]);
    expect((await other.delete(`/market/mp/card/${cards.body[0]!.id}`)).status).toBe(404);
    expect((await other.delete("/market/mp/card/card_m_unknown")).status).toBe(404);
    expect((await patient.delete(`/market/mp/card/${cards.body[0]!.id}`)).status).toBe(204);
    expect((await patient.get<SavedCard[]>("/market/mp/cards")).body).toEqual([]);

    expect((await pharmacy.get("/market/mp/cards")).status).toBe(403);
    expect((await patient.get("/market/mp/wallets")).status).toBe(403);
    expect((await pharmacy.post("/market/mp/card-reg-request", {})).status).toBe(403);
  });

  it("bad input is a 400 in French", async () => {
    const patient = await createPatient(w.t);
    const badType = await patient.post<Answer<unknown>>("/market/mp/card-reg-request", {
      cardType: "AMEX",
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(TEXTS.payments.cardTypeInvalid);
    const badData = await patient.post<Answer<unknown>>("/market/mp/pay", {
      order: "o",
      cardReg: "c",
      registrationData: "4970100000000154",
    });
    expect(badData.status).toBe(400);
    expect(badData.body.message).toBe(TEXTS.payments.registrationDataInvalid);
  });
});

describe("card data never reaches our server (issue 20 §4, 001 §5)", () => {
  it("the page may post a card to the provider's tokenisation only (CSP connect-src)", async () => {
    const answer = await w.t.client().get("/ws/config");
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${new URL(w.sandbox.url).origin}(;|$)`));
    expect(JSON.stringify(answer.body)).not.toContain(w.sandbox.apiKey);
  });

  it("after paying with a test card, neither the database nor the logs hold its number", async () => {
    const { patient, order } = await shop(400, 1);
    const paid = await pay(patient, order.id, SUCCESS);
    expect(paid.body.outcome).toBe("SUCCEEDED");
    const tables = await w.t.database.db.execute<{ schema: string; name: string }>(
      sql.raw(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
      ),
    );
    const names = (tables as unknown as { rows: { schema: string; name: string }[] }).rows;
    expect(names.some((n) => n.name === "payment_transactions")).toBe(true);
    const spaced = SUCCESS.replace(/(\d{4})(?=\d)/g, "$1 ");
    for (const { schema, name } of names) {
      const dump = await w.t.database.db.execute(
        sql.raw(
          `SELECT coalesce(string_agg(t::text, ' '), '') AS text FROM "${schema}"."${name}" t`,
        ),
      );
      const text = String((dump as unknown as { rows: { text: string }[] }).rows[0]?.text ?? "");
      expect(text, `${schema}.${name}`).not.toContain(SUCCESS);
      expect(text, `${schema}.${name}`).not.toContain(spaced);
    }
    const log = w.logs.join("");
    expect(log).toContain("/market/mp/pay");
    expect(log).not.toContain(SUCCESS);
    expect(log).not.toContain(spaced);
  });
});
