import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, parsePictureList, type PublicUser } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

/** A GET answered in raw bytes (the harness client reads JSON). */
async function raw(client: TestClient, url: string) {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { cookie: client.cookieHeader() },
  });
  return {
    status: response.statusCode,
    type: response.headers["content-type"],
    cache: response.headers["cache-control"],
    bytes: response.rawPayload,
    text: response.body,
  };
}

/** A JPEG of `width`×`height` carrying EXIF with a GPS position and a camera make. */
function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3b82f6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Secret Model" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 0/1" },
    })
    .toBuffer();
}

const put = (client: TestClient, url: string, mime: string, data: string) =>
  client.put<{ id: string; message?: string }>(url, { mime, data });

describe("PUT /ws/pictures/{type} (issue 8 §7)", () => {
  it("stores my avatar reduced to 1280 px, without EXIF or GPS, on my profile", async () => {
    const patient = await createPatient(t);
    const photo = await photoWithGps(3000, 2000);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await put(
      patient,
      "/ws/pictures/avatar",
      "image/jpeg",
      photo.toString("base64"),
    );
    expect(response.status).toBe(200);

    const image = await raw(patient, `/ws/pictures/${response.body.id}`);
    expect(image.status).toBe(200);
    expect(image.type).toBe("image/jpeg");
    expect(image.cache).toMatch(/^private/);
    const meta = await sharp(image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 853]);
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);

    const me = await patient.get<PublicUser>("/ws/user");
    expect(me.body.pictures?.idAvatar).toBe(response.body.id);
    expect((await raw(patient, `/ws/avatar/${idOf(patient)}`)).status).toBe(200);
  });

  it("reads the type from the bytes, not from the declared mime", async () => {
    const patient = await createPatient(t);
    const png = await put(patient, "/ws/pictures/vitale", "image/jpeg", SAMPLE_FILES.png);
    expect(png.status).toBe(200);
    expect((await raw(patient, `/ws/pictures/${png.body.id}`)).type).toBe("image/png");

    for (const data of [
      SAMPLE_FILES.pdf,
      SAMPLE_FILES.gif,
      Buffer.from("<svg/>").toString("base64"),
      "pas du base64",
    ]) {
      const refused = await put(patient, "/ws/pictures/insurance", "image/jpeg", data);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(TEXTS.pictures.badType);
    }
    // a JPEG header over garbage is no image
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expect(
      (await put(patient, "/ws/pictures/avatar", "image/jpeg", fake.toString("base64"))).status,
    ).toBe(400);
    expect((await patient.get<PublicUser>("/ws/user")).body.pictures?.idInsurance).toBeNull();
  });

  it("refuses an oversized picture (413) and an unknown type (404)", async () => {
    const patient = await createPatient(t);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await put(
      patient,
      "/ws/pictures/avatar",
      "image/jpeg",
      big.toString("base64"),
    );
    expect(response.status).toBe(413);
    const unknown = await put(patient, "/ws/pictures/selfie", "image/png", SAMPLE_FILES.png);
    // a path that names no picture type names nothing (the platform's rule for path parameters)
    expect(unknown.status).toBe(404);
  });

  it("replacing a picture gives a new id; the old one is gone", async () => {
    const patient = await createPatient(t);
    const first = await put(patient, "/ws/pictures/avatar", "image/png", SAMPLE_FILES.png);
    const second = await put(patient, "/ws/pictures/AVATAR", "image/png", SAMPLE_FILES.png);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await raw(patient, `/ws/pictures/${first.body.id}`)).status).toBe(404);
    expect((await raw(patient, `/ws/pictures/${second.body.id}`)).status).toBe(200);
  });
});

describe("PUT /ws/{id}/pictures/{type}: a member's pictures", () => {
  it("the manager sets and reads them; a stranger gets 404 for both", async () => {
    const parent = await createPatient(t);
    const child = (
      await parent.post<PublicUser>("/ws/family", {
        firstName: "Léo",
        lastName: "Martin",
        birth: "12/03/2019",
      })
    ).body;
    const set = await put(parent, `/ws/${child.id}/pictures/vitale`, "image/png", SAMPLE_FILES.png);
    expect(set.status).toBe(200);
    expect((await raw(parent, `/ws/pictures/${set.body.id}`)).status).toBe(200);
    const list = await parent.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    expect(list.body.accounts[0]?.user.pictures?.idVitale).toBe(set.body.id);

    const stranger = await createPatient(t);
    expect(
      (await put(stranger, `/ws/${child.id}/pictures/vitale`, "image/png", SAMPLE_FILES.png))
        .status,
    ).toBe(404);
    expect((await raw(stranger, `/ws/pictures/${set.body.id}`)).status).toBe(404);
  });
});

describe("who reads a carte Vitale (health data)", () => {
  it("not a pharmacy she sent nothing to; yes once she sent it a document; the avatar follows the card", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const vitale = (await put(patient, "/ws/pictures/vitale", "image/png", SAMPLE_FILES.png)).body
      .id;
    const avatar = (await put(patient, "/ws/pictures/avatar", "image/png", SAMPLE_FILES.png)).body
      .id;
    expect((await raw(pharmacy, `/ws/pictures/${vitale}`)).status).toBe(404);
    expect((await raw(pharmacy, `/ws/avatar/${idOf(patient)}`)).status).toBe(404);
    expect((await raw(pharmacy, `/ws/pictures/list?ids=${vitale},${avatar}`)).text).toBe("");

    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const image = await raw(pharmacy, `/ws/pictures/${vitale}`);
    expect(image.status).toBe(200);
    expect(image.cache).toBe("no-store");
    expect((await raw(pharmacy, `/ws/avatar/${idOf(patient)}`)).status).toBe(200);
    const card = await pharmacy.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(card.body.pictures).toEqual({ idAvatar: avatar, idVitale: vitale, idInsurance: null });

    // another pharmacy still sees nothing
    const other = await createPharmacy(t);
    expect((await raw(other, `/ws/pictures/${vitale}`)).status).toBe(404);
  });

  it("a pharmacy's avatar is visible to any member; its id is on its card", async () => {
    const pharmacy = await createPharmacy(t);
    const avatar = (await put(pharmacy, "/ws/pictures/avatar", "image/png", SAMPLE_FILES.png)).body
      .id;
    const patient = await createPatient(t);
    expect((await raw(patient, `/ws/avatar/${idOf(pharmacy)}`)).status).toBe(200);
    const card = await patient.get<PublicUser>(`/ws/user/${idOf(pharmacy)}`);
    expect(card.body.pictures?.idAvatar).toBe(avatar);
  });
});

describe("GET /ws/pictures/list (000 §7: text lines, batches of 10)", () => {
  it("answers `id mime base64` per readable picture, in order; more than 10 ids is 400", async () => {
    const patient = await createPatient(t);
    const a = (await put(patient, "/ws/pictures/avatar", "image/png", SAMPLE_FILES.png)).body.id;
    const jpeg = (await photoWithGps(40, 30)).toString("base64");
    const b = (await put(patient, "/ws/pictures/vitale", "image/jpeg", jpeg)).body.id;
    const answer = await raw(patient, `/ws/pictures/list?ids=${b},inconnu,${a}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    const lines = parsePictureList(answer.text);
    expect(lines.map((l) => [l.id, l.mime])).toEqual([
      [b, "image/jpeg"],
      [a, "image/png"],
    ]);
    expect(
      Buffer.from(lines[1]?.data ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    const eleven = Array.from({ length: 11 }, (_, i) => `id${i}`).join(",");
    const tooMany = await patient.get<{ message: string }>(`/ws/pictures/list?ids=${eleven}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(TEXTS.pictures.tooManyIds);
  });
});
