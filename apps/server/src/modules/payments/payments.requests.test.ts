import { io as ioClient, type Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import {
  formatCents,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type PaymentRequestResult,
  type ServerToClientEvents,
  type StatusChangeResult,
} from "@reseau/shared";
import { createPatient, createPharmacy, type TestClient } from "../../test/harness.js";
import { shared, uploaded } from "../documents/test-helpers.js";
import {
  INSUFFICIENT_FUNDS,
  paymentsSetUp,
  SECURE_3DS,
  secureMode,
  SUCCESS,
  tokenise,
  until,
  type Answer,
} from "./test-helpers.js";

const { world: w, registration, balanceOf } = paymentsSetUp();

/** A patient's prescription shared with her pharmacy, which asks her to pay `amount` euros. */
async function paymentRequest(amount = "12,40") {
  const patient = await createPatient(w.t);
  const pharmacy = await createPharmacy(w.t);
  const document = await uploaded(patient, { type: "PRESC_DRUG" });
  await shared(patient, document.id, pharmacy);
  const asked = await pharmacy.post<StatusChangeResult>(`/api/documents/${document.id}/status`, {
    status: "AWAITING_PAYMENT",
    amount,
  });
  expect(asked.status).toBe(200);
  return { patient, pharmacy, document, message: asked.body.message! };
}

async function payRequest(patient: TestClient, messageId: string, cardNumber: string) {
  const reg = await registration(patient);
  return patient.post<Answer<PaymentRequestResult>>("/market/mp/pay-request", {
    message: messageId,
    cardReg: reg.id,
    registrationData: await tokenise(reg, cardNumber),
  });
}

async function mainSocket(client: TestClient) {
  const socket: Socket<ServerToClientEvents> = ioClient(w.url, {
    transports: ["websocket"],
    extraHeaders: { cookie: client.cookieHeader() },
    reconnection: false,
  });
  const updates: MessageDto[] = [];
  socket.on("updateMsg", (payload: { message: MessageDto }) => updates.push(payload.message));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return { socket, updates };
}

describe("paying a prescription's payment request (issue 20 §2)", () => {
  it("« Payer 12,40 € »: the money lands in the pharmacy's wallet, the message is marked paid live to both, the document keeps its status", async () => {
    const { patient, pharmacy, document, message } = await paymentRequest("12,40");
    const hers = await mainSocket(patient);
    const its = await mainSocket(pharmacy);
    const paid = await payRequest(patient, message.id, SUCCESS);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      idmessage: message.id,
      iddocument: document.id,
      outcome: "SUCCEEDED",
      amount: 1240,
      redirectUrl: null,
      message: `Votre paiement de ${formatCents(1240)} à Pharmacie du Centre est accepté.`,
    });
    expect(await balanceOf(pharmacy)).toBe(1240);
    for (const side of [hers, its]) {
      await until(() => side.updates.length > 0, "updateMsg");
      expect(side.updates[0]).toMatchObject({
        id: message.id,
        meta: { needToPay: false, paid: true, price: 1240 },
      });
      side.socket.disconnect();
    }
    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.body.meta).toMatchObject({
      status: "AWAITING_PAYMENT",
      order: { totalFinal: 1240, status: "PAYED" },
    });
    const again = await payRequest(patient, message.id, SUCCESS);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXTS.payments.requestPaid);
    expect(await balanceOf(pharmacy)).toBe(1240);
  });

  it("nobody marks a request paid by hand", async () => {
    const { patient, pharmacy, message } = await paymentRequest("3");
    for (const side of [patient, pharmacy]) {
      const forged = await side.put<Answer<unknown>>(`/feed/messages/${message.id}/meta`, {
        meta: { paid: true },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe(TEXTS.payments.paidByPaymentOnly);
    }
    const stillToPay = await payRequest(patient, message.id, SUCCESS);
    expect(stillToPay.body.outcome).toBe("SUCCEEDED");
  });

  it("a declined card leaves it to pay; 3-D Secure then pays it once, read back on return", async () => {
    const { patient, pharmacy, message } = await paymentRequest("8");
    const poor = await payRequest(patient, message.id, INSUFFICIENT_FUNDS);
    expect(poor.body.outcome).toBe("FAILED");
    expect(poor.body.message).toContain(TEXTS.payments.refusals.insufficientFunds);
    const waiting = await payRequest(patient, message.id, SECURE_3DS);
    expect(waiting.body.outcome).toBe("PENDING");
    // a second click while it waits answers the same payment
    const twice = await payRequest(patient, message.id, SUCCESS);
    expect(twice.body).toMatchObject({ outcome: "PENDING", redirectUrl: waiting.body.redirectUrl });
    const back = await secureMode(waiting.body.redirectUrl!, "accept");
    expect(back.pathname).toBe("/feed");
    expect(back.searchParams.get("paiement")).toBe(message.id);
    const read = await patient.get<PaymentRequestResult>(`/market/mp/pay-request/${message.id}`);
    expect(read.body).toMatchObject({ outcome: "SUCCEEDED", amount: 800 });
    await w.sandbox.hooksIdle();
    expect(await balanceOf(pharmacy)).toBe(800);
  });

  it("only the patient it is addressed to pays it: the pharmacy 403, anyone else 404", async () => {
    const { pharmacy, message } = await paymentRequest("5");
    const other = await createPatient(w.t);
    expect((await payRequest(other, message.id, SUCCESS)).status).toBe(404);
    expect((await other.get(`/market/mp/pay-request/${message.id}`)).status).toBe(404);
    const byPharmacy = await pharmacy.post<Answer<unknown>>("/market/mp/pay-request", {
      message: message.id,
      cardReg: "cardreg_x",
      registrationData: "data=x",
    });
    expect(byPharmacy.status).toBe(403);
    expect(byPharmacy.body.message).toBe(TEXTS.payments.requestRecipientOnly);
    // a message that asks for nothing is no payment request
    const mine = await paymentRequest("5");
    const plain = await mine.patient.post<MessageDto>("/feed/messages", {
      content: "Merci",
      recipients: [mine.pharmacy.user!.id],
      iddocument: mine.document.id,
    });
    expect(plain.status).toBe(201);
    expect((await payRequest(mine.patient, plain.body.id, SUCCESS)).status).toBe(404);
  });
});
