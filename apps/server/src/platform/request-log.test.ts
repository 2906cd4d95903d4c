import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  validNir,
  type TestApp,
} from "../test/harness.js";
import { upload } from "../modules/documents/test-helpers.js";
import { loggableUrl } from "./request-log.js";

/** One parsed log line. */
type Line = Record<string, unknown> & { reqId?: string; msg?: string };

let t: TestApp;
const lines: Line[] = [];
const raw: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString("utf8").split("\n").filter(Boolean)) {
        raw.push(text);
        lines.push(JSON.parse(text) as Line);
      }
      done();
    },
  });
  t = await createTestApp({ logLevel: "info" }, { logStream: stream });
});
afterAll(async () => {
  await t.stop();
});

/** The lines of the request `reqId`. */
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

/** `GET url` with `headers`; @returns the answer's X-Request-Id. */
async function idOfGet(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.app.inject({ method: "GET", url, headers });
  return String(response.headers["x-request-id"]);
}

describe('request logs (issue 23 §1, docs/DECISIONS.md "Logs and metrics")', () => {
  it("every line of a request carries its id, the one echoed in X-Request-Id", async () => {
    const id = await idOfGet("/ws/xsrf");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(id);
    expect(mine.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(mine[0]).toMatchObject({ req: { method: "GET", route: "/ws/xsrf", url: "/ws/xsrf" } });
    // no line about a request lacks its id
    const aboutRequests = lines.filter((line) => "req" in line || "res" in line);
    expect(aboutRequests.length).toBeGreaterThan(0);
    expect(aboutRequests.every((line) => typeof line.reqId === "string")).toBe(true);
  });

  it("keeps a proxy's sane X-Request-Id, and replaces a hostile one", async () => {
    expect(await idOfGet("/ws/xsrf", { "x-request-id": "lb-7f3a.91_x" })).toBe("lb-7f3a.91_x");
    expect(linesOf("lb-7f3a.91_x")).toHaveLength(2);
    for (const hostile of ["a b", "x".repeat(65), 'x"}\n{"msg":"forged', "é"]) {
      const id = await idOfGet("/ws/xsrf", { "x-request-id": encodeURI(hostile) });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a 404 has its id too, and its route is absent", async () => {
    const id = await idOfGet("/ws/nowhere?name=martin");
    expect(linesOf(id)[0]).toMatchObject({ req: { url: "/ws/nowhere?name=*" } });
  });

  it("keeps no name, NIR nor file of a feed filter or an upload", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const nir = validNir("2850575123456");
    const feed = await pharmacy.get("/api/feed?res_patient_lname=martin&res_nir=" + nir);
    expect(feed.status).toBe(200);
    const sent = await upload(patient, { name: `Ordonnance ${nir}` });
    expect(sent.status).toBe(201);
    const log = raw.join("\n");
    expect(log).toContain('"url":"/api/feed?res_patient_lname=*&res_nir=*"');
    expect(log).toContain('"route":"/api/feed"');
    expect(log.toLowerCase()).not.toContain("martin");
    expect(log).not.toContain(nir);
    expect(log).not.toContain(SAMPLE_FILES.jpeg.slice(0, 40));
  });

  it("a malformed JSON body is logged without its text", async () => {
    const client = t.client();
    await client.get("/ws/xsrf");
    const response = await t.app.inject({
      method: "POST",
      url: "/ws/login",
      headers: {
        "content-type": "application/json",
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      },
      payload: '{"login": "martin.secret@exemple.fr", oops',
    });
    expect(response.statusCode).toBe(400);
    expect(raw.join("\n")).not.toContain("martin.secret");
  });
});

describe("loggableUrl", () => {
  it("keeps the path and the query's keys, masks its values", () => {
    expect(loggableUrl("/a/b")).toBe("/a/b");
    expect(loggableUrl("/ws/patients/list/v2?search=dupont&name=Lé%C3%A9a&page=2")).toBe(
      "/ws/patients/list/v2?search=*&name=*&page=*",
    );
    expect(loggableUrl("/x?martin%20dupont&&flag")).toBe("/x?*=*&flag=*");
  });
});
