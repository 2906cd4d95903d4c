import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTRACTS, type AnyEndpoint, type DocumentDto, type MessageDto } from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  validNir,
  type TestApp,
  type TestClient,
} from "../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../modules/documents/test-helpers.js";

/**
 * The authorization matrix (issue 6 §6): every endpoint of `API_CONTRACTS` × every role that may
 * NOT see a patient's prescription, her conversation with her pharmacy and her identity, each
 * called with those resources' ids and a plausible body. Not one answer may carry a secret of
 * hers, and afterwards nothing of hers has changed. New domains join the matrix by their
 * contracts alone; `SAMPLE_BODIES` only makes calls reach deeper than the body's validation.
 */

const SECRET_NAME = "Ordonnance-secrète-7f3a";
const SECRET_MESSAGE = "Message-secret-91c2";
const NIR = validNir("2850575123456");

let t: TestApp;
let owner: TestClient;
let pharmacy: TestClient;
let document: DocumentDto;
let message: MessageDto;
const outsiders: [string, TestClient][] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createPatient(t, { nir: NIR, birth: "14/07/1985", phones: ["0601020304"] });
  pharmacy = await createPharmacy(t);
  await createPharmacyGroup(t, pharmacy);
  document = await uploaded(owner, { name: SECRET_NAME });
  await shared(owner, document.id, pharmacy);
  message = (
    await owner.post<MessageDto>("/feed/messages", {
      content: SECRET_MESSAGE,
      recipients: [idOf(pharmacy)],
      iddocument: document.id,
    })
  ).body;
  const otherPharmacy = await createPharmacy(t);
  // a pharmacy she chose (a contact, issue 17 §1): her card, never her identity fields
  const chosenPharmacy = await createPharmacy(t);
  expect((await owner.put("/ws/user", { idpharma: idOf(chosenPharmacy) })).status).toBe(200);
  outsiders.push(
    ["a pharmacy in her contacts only", chosenPharmacy],
    ["anonymous", t.client()],
    ["another patient", await createPatient(t)],
    ["another pharmacy", otherPharmacy],
    ["a laboratory", await createLab(t)],
    ["a doctor", await createDoctor(t)],
    ["an optician", await createDoctor(t, { profession: "OPTICIAN", rpps: undefined })],
    ["another group's manager", await createPharmacyGroup(t, otherPharmacy)],
  );
});
afterAll(async () => {
  await t.stop();
});

/** Plausible bodies, so that calls pass validation and meet the policies. */
function sampleBody(id: string, caller: TestClient): unknown {
  const self = caller.user?.id ?? "x";
  const bodies: Record<string, unknown> = {
    "documents.upload": {
      name: "x",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      data: SAMPLE_FILES.jpeg,
    },
    "documents.share": { sharers: [self] },
    "documents.changeStatus": { status: "READY" },
    "documents.updateMeta": { meta: { status: "CANCELED", order: { totalFinal: 0 } } },
    "messages.send": {
      content: "?",
      recipients: [idOf(owner)],
      iddocument: document.id,
      idparent: message.id,
    },
    "messages.updateMeta": { meta: { needToPay: false, seen: true } },
    "accounts.updateMe": { idpharma: idOf(pharmacy) },
  };
  return bodies[id] ?? {};
}

/** Each `{param}` of a path filled with every id of the owner's side worth trying. */
function urlsOf(endpoint: AnyEndpoint): string[] {
  if (!endpoint.path.includes("{")) return [endpoint.path];
  const ids = [document.id, message.id, idOf(owner)];
  return ids.map((value) =>
    endpoint.path.replace(/\{type\}/g, "patient").replace(/\{\w+\}/g, value),
  );
}

const ENDPOINTS = Object.entries(API_CONTRACTS).flatMap(([domain, api]) =>
  Object.entries(api).map(([name, endpoint]) => [`${domain}.${name}`, endpoint] as const),
);

describe("authorization matrix: no leak of a patient's document, messages or identity", () => {
  it("holds for every endpoint × every outsider role", async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const [role, client] of outsiders) {
      for (const [id, endpoint] of ENDPOINTS) {
        if (id === "accounts.logOut" || id === "accounts.signUp" || id === "accounts.logIn")
          continue;
        for (const url of urlsOf(endpoint)) {
          const response = await client.request(
            endpoint.method,
            url,
            endpoint.method === "GET" ? undefined : sampleBody(id, client),
          );
          calls += 1;
          const text = JSON.stringify(response.body ?? "");
          for (const secret of [SECRET_NAME, SECRET_MESSAGE, NIR, "0601020304", document.id]) {
            // the document's id may come back only in the 404 of a call that named it
            if (secret === document.id && url.includes(document.id)) continue;
            if (text.includes(secret)) leaks.push(`${role} ${endpoint.method} ${url}: ${secret}`);
          }
          if (response.status >= 500)
            leaks.push(`${role} ${endpoint.method} ${url}: ${response.status}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(ENDPOINTS.length * outsiders.length);
    expect(leaks).toEqual([]);

    // and nothing of hers changed
    const after = await owner.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(after.status).toBe(200);
    expect(after.body.meta).toEqual({ status: "NEW" });
    expect(after.body.sharers).toEqual([idOf(pharmacy)]);
    const conversation = await owner.get<MessageDto[]>(
      `/api/documents/${document.id}/linked_messages`,
    );
    expect(conversation.body.map((m) => [m.content, m.meta])).toEqual([
      [SECRET_MESSAGE, { iddocument: document.id }],
    ]);
  }, 180_000);

  it("while her pharmacy and its group do read them", async () => {
    const group = await createPharmacyGroup(t, pharmacy);
    for (const reader of [pharmacy, group]) {
      const read = await reader.get<DocumentDto>(`/api/documents/${document.id}`);
      expect(read.body.name).toBe(SECRET_NAME);
      const card = await reader.get<{ nir: string }>(`/ws/user/${idOf(owner)}`);
      expect(card.body.nir).toBe(NIR);
      // the same identity rule in the folders and their NIR search (issue 17 §1); the matrix's
      // contact pharmacy may have marked her e-mail wrong, which a search ignores
      const folders = await reader.get<{ id: string; nir: string | null }[]>(
        `/ws/patients/list/v2?nir=${NIR}`,
      );
      expect(folders.status, JSON.stringify(folders.body)).toBe(200);
      expect(folders.body.find((row) => row.id === idOf(owner))?.nir).toBe(NIR);
    }
  });
});
