import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Mangopay from "mangopay2-nodejs-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "./index.js";
import { createPatient, createPharmacy, pay, registerCard, sdkFor } from "./test/sdk.js";

/** A notification as the app's listener receives it. */
interface Received {
  path: string;
  EventType: string | null;
  RessourceId: string | null;
  Date: string | null;
}

let listener: Server;
let listenerUrl: string;
const received: Received[] = [];
let sandbox: Sandbox;
let api: Mangopay;
let payment: { authorId: string; walletId: string; cardId: string };

beforeAll(async () => {
  listener = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://listener");
    received.push({
      path: url.pathname,
      EventType: url.searchParams.get("EventType"),
      RessourceId: url.searchParams.get("RessourceId"),
      Date: url.searchParams.get("Date"),
    });
    response.end("OK");
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  // events nobody created a hook for go to the target, as hooks set in MangoPay's dashboard
  sandbox = await startSandbox({ hookTarget: `${listenerUrl}/dashboard` });
  api = sdkFor(sandbox);
  for (const EventType of [
    "PAYIN_NORMAL_SUCCEEDED",
    "PAYIN_NORMAL_FAILED",
    "PAYIN_REFUND_SUCCEEDED",
  ] as const) {
    await api.Hooks.create({ EventType, Url: `${listenerUrl}/mangopay/hook` });
  }
  const patient = await createPatient(api);
  const { wallet } = await createPharmacy(api);
  const { CardId } = await registerCard(api, patient.Id, "4970100000000154");
  payment = { authorId: patient.Id, walletId: wallet.Id, cardId: CardId };
});

afterAll(async () => {
  await sandbox.stop();
  await new Promise((resolve) => listener.close(resolve));
});

beforeEach(async () => {
  await sandbox.hooksIdle();
  received.length = 0;
});

const hooked = () => received.filter((notification) => notification.path === "/mangopay/hook");

describe("hooks", () => {
  it("calls the hook's URL with EventType, RessourceId and Date, as MangoPay does", async () => {
    const before = Math.floor(Date.now() / 1000);
    const payIn = await pay(api, { ...payment, cents: 800 });
    await sandbox.hooksIdle();
    expect(hooked()).toEqual([
      {
        path: "/mangopay/hook",
        EventType: "PAYIN_NORMAL_SUCCEEDED",
        RessourceId: payIn.Id,
        Date: expect.any(String),
      },
    ]);
    expect(Number(hooked()[0]?.Date)).toBeGreaterThanOrEqual(before);
    // no hook was created for PAYIN_NORMAL_CREATED: it went to the dashboard's target
    expect(received).toContainEqual(
      expect.objectContaining({
        path: "/dashboard",
        EventType: "PAYIN_NORMAL_CREATED",
        RessourceId: payIn.Id,
      }),
    );

    const refund = await api.PayIns.createRefund(payIn.Id, { AuthorId: payment.authorId });
    await sandbox.hooksIdle();
    expect(hooked().map((n) => [n.EventType, n.RessourceId])).toContainEqual([
      "PAYIN_REFUND_SUCCEEDED",
      refund.Id,
    ]);
  });

  it("lists its hooks and refuses a second one for the same event type", async () => {
    const hooks = await api.Hooks.getAll();
    expect(hooks.map((hook) => [hook.EventType, hook.Status, hook.Validity])).toContainEqual([
      "PAYIN_NORMAL_FAILED",
      "ENABLED",
      "VALID",
    ]);
    await expect(
      api.Hooks.create({ EventType: "PAYIN_NORMAL_FAILED", Url: `${listenerUrl}/other` }),
    ).rejects.toMatchObject({
      Type: "param_error",
    });
  });

  it("drops a notification on demand; the event is still listed for reconciliation", async () => {
    sandbox.setHookFaults({ drop: 1, eventType: "PAYIN_NORMAL_SUCCEEDED" });
    const lost = await pay(api, { ...payment, cents: 900 });
    const next = await pay(api, { ...payment, cents: 901 });
    await sandbox.hooksIdle();
    expect(hooked().map((n) => n.RessourceId)).toEqual([next.Id]);
    expect(sandbox.deliveries.some((d) => d.resourceId === lost.Id && d.dropped)).toBe(true);
    const events = await api.Events.getAll({
      parameters: { EventType: "PAYIN_NORMAL_SUCCEEDED", per_page: 100 },
    });
    expect(events.map((event) => event.ResourceId)).toContain(lost.Id);
    expect((await api.PayIns.get(lost.Id)).Status).toBe("SUCCEEDED");
  });

  it("repeats a notification on demand (also through the control endpoint)", async () => {
    const answer = await fetch(`${sandbox.url}/sandbox/hooks/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ repeat: 1, copies: 3, eventType: "PAYIN_NORMAL_SUCCEEDED" }),
    });
    expect(answer.status).toBe(200);
    const payIn = await pay(api, { ...payment, cents: 1000 });
    const declined = await registerCard(api, payment.authorId, "4970100000000063");
    const failed = await pay(api, { ...payment, cardId: declined.CardId, cents: 1000 });
    await sandbox.hooksIdle();
    expect(hooked().map((n) => [n.EventType, n.RessourceId])).toEqual([
      ["PAYIN_NORMAL_SUCCEEDED", payIn.Id],
      ["PAYIN_NORMAL_SUCCEEDED", payIn.Id],
      ["PAYIN_NORMAL_SUCCEEDED", payIn.Id],
      ["PAYIN_NORMAL_FAILED", failed.Id],
    ]);
  });
});
