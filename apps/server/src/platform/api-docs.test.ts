import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { API_CONTRACTS, buildOpenApi, openApiText } from "@reseau/shared";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe("the API description at /docs", () => {
  it("answers the OpenAPI document generated from the contracts, to anyone", async () => {
    const response = await t
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>("/docs/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(buildOpenApi(API_CONTRACTS));
    expect(Object.keys(response.body.paths)).toContain("/api/documents/{id}/status");
  });

  it("shows Swagger UI", async () => {
    const response = await t.app.inject({ method: "GET", url: "/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it("is the committed docs/openapi.json (`npm run openapi` writes it)", async () => {
    const committed = await readFile(
      path.resolve(import.meta.dirname, "../../../../docs/openapi.json"),
      "utf8",
    );
    expect(committed).toBe(openApiText(API_CONTRACTS));
  });
});
