import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { createDoctor, createPharmacy, createTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe("the pro profile's fields (000 §3 professional and establishment adds, PUT /ws/user)", () => {
  it("saves fax, secure e-mail, emergency number, site and opening hours, read back by GET /ws/user", async () => {
    const doctor = await createDoctor(t);
    const hours = [
      { day: 0, open: "08:30", close: "12:00" },
      { day: 5, open: "09:00", close: "12:15" },
    ];
    const saved = await doctor.put<PublicUser>("/ws/user", {
      fax: " 04 78 00 11 22 ",
      secureEmail: "dr.durand@medecin.mssante.fr",
      emergency: "15",
      url: "https://cabinet-durand.fr",
      openingHours: JSON.stringify(hours),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fax: "04 78 00 11 22",
      secureEmail: "dr.durand@medecin.mssante.fr",
      emergency: "15",
      url: "https://cabinet-durand.fr",
    });
    expect(JSON.parse(saved.body.openingHours ?? "[]")).toEqual(hours);

    const me = await doctor.get<PublicUser>("/ws/user");
    expect(me.body.fax).toBe("04 78 00 11 22");
    // an empty secure e-mail clears it
    const cleared = await doctor.put<PublicUser>("/ws/user", { secureEmail: "" });
    expect(cleared.body.secureEmail).toBeNull();
  });

  it("refuses a secure e-mail that is not one and a site that is not http(s), storing nothing", async () => {
    const pharmacy = await createPharmacy(t);
    for (const [body, message] of [
      [{ secureEmail: "pas-un-mail", fax: "01" }, TEXTS.proProfile.secureEmailInvalid],
      [{ url: "ftp://pharmacie.fr", fax: "01" }, TEXTS.profile.urlInvalid],
    ] as const) {
      const response = await pharmacy.put<{ message: string }>("/ws/user", body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await pharmacy.get<PublicUser>("/ws/user")).body.fax).toBeNull();
  });
});
