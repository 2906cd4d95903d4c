import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_CONTRACTS, type AnyEndpoint, type DocumentDto, type MessageDto } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../test/harness.js";
import { idOf, shared, uploaded } from "../modules/documents/test-helpers.js";

/** How many generated calls per endpoint: enough to hit each cause, bounded for the suite's time. */
const RUNS_PER_ENDPOINT = 30;
/** Fixed, so a failure is the same failure the next time (fast-check prints the counterexample). */
const SEED = 20261122;

let t: TestApp;
let patient: TestClient;
let pharmacy: TestClient;
let realIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  patient = await createPatient(t);
  pharmacy = await createPharmacy(t);
  const document: DocumentDto = await uploaded(patient);
  await shared(patient, document.id, pharmacy);
  const message = await patient.post<MessageDto>("/feed/messages", {
    content: "Bonjour",
    recipients: [idOf(pharmacy)],
    iddocument: document.id,
  });
  realIds = [document.id, message.body.id, idOf(patient), idOf(pharmacy)];
});
afterAll(async () => {
  await t.stop();
});

/** Values that broke the server once, or could: NUL, lone surrogates, prototype keys, far dates. */
const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "",
  " ",
  "0000-01-01T00:00:00Z",
  "99999-01-01T00:00:00Z",
  "99/99/9999",
  "9999-99-99",
  "9".repeat(400),
  "-1",
  "1e309",
  "NaN",
  "x".repeat(20_000),
  "../../etc/passwd",
  "%",
  "PROCESSING",
  "AWAITING_PAYMENT",
];

/** JSON nested `levels` deep (lists and objects in turn), about 10 bytes a level, as sent. */
function deepJson(levels: number): unknown {
  let value: unknown = "fond";
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 8 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
);

/** The property names of an object schema, read from its JSON Schema (inputs as sent). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** A call of `endpoint` with hostile params, query and body (each field present or not). */
function hostileCall(endpoint: AnyEndpoint) {
  const param = fc.oneof(hostileText, fc.constantFrom(...(realIds.length ? realIds : ["x"])));
  const fields = (names: string[]) =>
    fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])), {
      requiredKeys: [],
    });
  return fc.record({
    params: fc.record(
      Object.fromEntries(fieldsOf(endpoint.params).map((name) => [name, param])),
    ) as fc.Arbitrary<Record<string, unknown>>,
    query: fields(fieldsOf(endpoint.query)),
    body: fc.oneof(
      { weight: 4, arbitrary: fields(fieldsOf(endpoint.body)) },
      fc.jsonValue() as fc.Arbitrary<unknown>,
      fc.constant(deepJson(3_000)),
    ),
  });
}

/** The URL of a call: each `{param}` replaced, encoded; the query as the browser writes it. */
function urlOf(endpoint: AnyEndpoint, params: Record<string, unknown>, query: object): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(String(params[name] ?? "x")).replace(/%2F/gi, "%252F"),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    search.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const ENDPOINTS = Object.entries(API_CONTRACTS).flatMap(([domain, api]) =>
  Object.entries(api).map(([name, endpoint]) => [`${domain}.${name}`, endpoint] as const),
);

describe("no 500 on bad input: every contract, generated hostile calls (docs/DECISIONS.md Wire contract)", () => {
  it.each(ENDPOINTS)("%s answers bad input with a 4xx, never a 5xx", async (_id, endpoint) => {
    await fc.assert(
      fc.asyncProperty(hostileCall(endpoint), async ({ params, query, body }) => {
        // public endpoints from a stranger's browser (logging out the fuzzer would stop it)
        const client = endpoint.access === "public" ? t.client() : patient;
        const response = await client.request(
          endpoint.method,
          urlOf(endpoint, params, query),
          endpoint.method === "GET" ? undefined : body,
        );
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
    );
  });
});

describe("deeply nested JSON (issue 17 §6): every contract that takes a body", () => {
  const deep = Object.fromEntries(["x", "content", "data"].map((key) => [key, deepJson(3_000)]));
  it.each(ENDPOINTS.filter(([, endpoint]) => endpoint.method !== "GET"))(
    "%s answers 3,000 levels (30 KB) with a French 400",
    async (_id, endpoint) => {
      const client = endpoint.access === "public" ? t.client() : patient;
      for (const body of [deepJson(3_000), deep, [deep]]) {
        const response = await client.request<{ message?: string }>(
          endpoint.method,
          urlOf(endpoint, { id: realIds[0] }, {}),
          body,
        );
        // refused before the body is read: a body limit below 30 KB (413), or the route's rate
        // limit per address, spent by the fuzzing above (429)
        if (response.status === 413 || response.status === 429) continue;
        expect([response.status, response.body.message]).toEqual([
          400,
          "Données trop imbriquées : 32 niveaux au plus.",
        ]);
      }
    },
  );
  it("takes a body nested as deep as the limit", async () => {
    const response = await patient.request("POST", "/feed/messages", { content: deepJson(31) });
    expect(response.status).toBe(400);
    expect((response.body as { message?: string }).message).not.toMatch(/imbriquées/);
  });
});
