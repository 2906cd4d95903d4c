import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, createTestApp, type TestApp } from "../test/harness.js";

// small limits, so the test shows them without signing up fifty accounts
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signupsPerHour: 3, logsPerMinute: 2 });
});
afterAll(async () => {
  await t.stop();
});

describe("rate limits per address (issue 6 §2)", () => {
  it("refuses sign-ups beyond the hour's limit with 429 in French", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.client().post("/ws/user/patient", {
        acceptTerms: true,
        email: `limite.${i}@exemple.fr`,
        password: PASSWORD,
        firstName: "Léa",
        lastName: "Martin",
        app: "patient",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toMatchObject({
          error: "tooManyAttempts",
          message: expect.stringMatching(/^Trop de demandes depuis cette adresse/),
        });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("refuses client error reports beyond the minute's limit, and reports over 16 KB", async () => {
    const client = t.client();
    const tooBig = await client.post("/logs", { error: "x".repeat(17 * 1024) });
    expect(tooBig.status).toBe(413);
    const second = await client.post("/logs", { error: "TypeError" });
    const third = await client.post("/logs", { error: "TypeError" });
    expect([second.status, third.status]).toEqual([201, 429]);
  });
});
