import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NIR_FORMAT_MESSAGE,
  TEXTS,
  THUMBNAIL_SIDE,
  format,
  type DocumentDto,
  type FeedItem,
} from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
} from "../../test/harness.js";
import { feedOf, idOf, shared, uploaded } from "./test-helpers.js";

type ErrorBody = { error: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const ids = (items: FeedItem[]) => items.map((item) => item.id);

describe("the feed's parameters (000 §7 GET /api/feed)", () => {
  it("filters a pharmacy's feed on the patient: first and last name, birth, NIR, e-mail, folder", async () => {
    const pharmacy = await createPharmacy(t);
    const nir = validNir("2850575123456");
    const jeanne = await createPatient(t, {
      firstName: "Jeanne",
      lastName: "Écuyer",
      birth: "14/07/1985",
      nir,
    });
    const paul = await createPatient(t, { firstName: "Paul", lastName: "Jeannot" });
    const leo = await paul.post<{ id: string }>("/ws/family", {
      firstName: "Léo",
      lastName: "Jeannot",
      birth: "12/03/2019",
    });
    const fromJeanne = await uploaded(jeanne);
    await shared(jeanne, fromJeanne.id, pharmacy);
    const fromPaul = await uploaded(paul);
    await shared(paul, fromPaul.id, pharmacy);
    const forLeo = await uploaded(paul, { idowner: leo.body.id });
    await shared(paul, forLeo.id, pharmacy);
    // a message leaves every patient filter
    await pharmacy.post(`/api/documents/${fromPaul.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });

    const feed = (query: string) => feedOf(pharmacy, query).then(ids);
    expect(await feed("res_patient_fname=jea")).toEqual([fromJeanne.id]);
    expect(await feed("res_patient_lname=ecu")).toEqual([fromJeanne.id]);
    expect(await feed("res_patient_lname=JEANNOT")).toEqual([fromPaul.id, forLeo.id]);
    expect(await feed("res_patient_lname=jeannot&res_patient_fname=l%C3%A9o")).toEqual([forLeo.id]);
    expect(await feed("res_patient_birth=14/07/1985")).toEqual([fromJeanne.id]);
    expect(await feed("res_patient_birth=2019-03-12")).toEqual([forLeo.id]);
    expect(
      await feed(`res_nir=${encodeURIComponent(` ${nir.slice(0, 5)} ${nir.slice(5)}`)}`),
    ).toEqual([fromJeanne.id]);
    expect(await feed(`res_nir=${nir.slice(0, 13)}`)).toEqual([fromJeanne.id]);
    expect(await feed("res_has_email=false")).toEqual([forLeo.id]);
    expect(await feed("res_has_email=true")).toEqual([fromPaul.id, fromJeanne.id]);
    expect(await feed(`res_dossier=${leo.body.id}`)).toEqual([forLeo.id]);
    expect(await feed(`res_dossier=${idOf(jeanne)}&creator=${idOf(paul)}`)).toEqual([]);
    expect(await feed("res_patient_fname=zorro")).toEqual([]);
    // `%` and `_` are plain characters
    expect(await feed("res_patient_lname=%25")).toEqual([]);
    // in a patient's own feed, the patient of her documents and of her son's is their creator
    const own = (query: string) => feedOf(paul, query).then(ids);
    expect(await own("res_patient_fname=leo")).toEqual([forLeo.id]);
    expect(await own("res_patient_fname=paul")).toEqual([fromPaul.id]);
    expect(await own("res_patient_name=jeannot")).toEqual([fromPaul.id, forLeo.id]);
    expect(await own("res_has_email=false")).toEqual([forLeo.id]);
  });

  it("finds a name's documents whether few users bear it or more than fifty, page after page", async () => {
    const pharmacy = await createPharmacy(t);
    // more than fifty users named Fontaine: the feed walks the pharmacy's shares
    const fontaines = await Promise.all(
      Array.from({ length: 52 }, (_, i) =>
        createPatient(t, { firstName: `Camille${i}`, lastName: "Fontaine" }),
      ),
    );
    // one Quillivic: the feed starts from her documents
    const zelie = await createPatient(t, { firstName: "Zélie", lastName: "Quillivic" });
    const fromFontaine = await uploaded(fontaines[3]!);
    await shared(fontaines[3]!, fromFontaine.id, pharmacy);
    const first = await uploaded(zelie);
    await shared(zelie, first.id, pharmacy);
    await uploaded(zelie); // hers, never shared with the pharmacy
    const second = await uploaded(zelie);
    await shared(zelie, second.id, pharmacy);
    const third = await uploaded(zelie);
    await shared(zelie, third.id, pharmacy);
    await pharmacy.post(`/api/documents/${first.id}/status`, { status: "READY" });

    const feed = (query: string) => feedOf(pharmacy, query).then(ids);
    expect(await feed("res_patient_lname=fontaine")).toEqual([fromFontaine.id]);
    expect(await feed("res_patient_lname=quilli")).toEqual([first.id, third.id, second.id]);
    expect(await feed("res_patient_name=z%C3%A9lie%20quil")).toEqual([
      first.id,
      third.id,
      second.id,
    ]);
    expect(await feed("res_patient_lname=quillivic&status=processed")).toEqual([first.id]);
    expect(await feed("res_patient_lname=quillivic&order=asc")).toEqual([
      second.id,
      third.id,
      first.id,
    ]);
    // page after page with fromDate, as the web loads them
    const pages: string[] = [];
    let fromDate: string | undefined;
    for (let page = 0; page < 4; page++) {
      const items = await feedOf(
        pharmacy,
        `res_patient_lname=quillivic&limit=1${fromDate ? `&fromDate=${encodeURIComponent(fromDate)}` : ""}`,
      );
      pages.push(...ids(items));
      fromDate = items.at(-1)?.lastUpdate;
      if (!fromDate) break;
    }
    expect(pages).toEqual([first.id, third.id, second.id]);
    // a name nobody bears, and her folder (res_dossier) from the same start
    expect(await feed("res_patient_lname=quillivicz")).toEqual([]);
    expect(await feed(`res_dossier=${idOf(zelie)}`)).toEqual([first.id, third.id, second.id]);
    // another pharmacy sees none of them
    const other = await createPharmacy(t);
    expect(await feedOf(other, "res_patient_lname=quillivic").then(ids)).toEqual([]);
  });

  it("reads the feed groups processed and renewals of 000 §4 in status", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const at = async (status: string | null) => {
      const document = await uploaded(patient, { name: `Ordonnance ${status ?? "NEW"}` });
      await shared(patient, document.id, pharmacy);
      if (status) {
        const changed = await pharmacy.post(`/api/documents/${document.id}/status`, { status });
        if (changed.status !== 200) throw new Error(JSON.stringify(changed.body));
      }
      return document.id;
    };
    const fresh = await at(null);
    const ready = await at("READY");
    const canceled = await at("CANCELED");
    const delivered = await at("DELIVERED");
    const renewing = await at("RENEWING_STANDBY");
    const renewed = await at("RENEWING_ACTIVE");
    for (const reader of [pharmacy, patient]) {
      expect(ids(await feedOf(reader, "status=processed"))).toEqual([delivered, canceled, ready]);
      expect(ids(await feedOf(reader, "status=renewals"))).toEqual([renewed, renewing]);
      expect(ids(await feedOf(reader, "status=renewals,NEW&order=asc"))).toEqual([
        fresh,
        renewing,
        renewed,
      ]);
    }
  });

  it("never lists an e-mail whose subject starts with HNET", async () => {
    const patient = await createPatient(t);
    const hidden = await uploaded(patient, { type: "EMAIL", name: "HNET résultats 42" });
    const mail = await uploaded(patient, { type: "EMAIL", name: "Compte rendu" });
    const prescription = await uploaded(patient, { name: "HNET n'est pas un e-mail" });
    expect(ids(await feedOf(patient))).toEqual([prescription.id, mail.id]);
    expect(ids(await feedOf(patient, "type=EMAIL"))).toEqual([mail.id]);
    // the document itself is still readable
    expect((await patient.get(`/api/documents/${hidden.id}`)).status).toBe(200);
    // nor in the conversation feed (GET /api/{id}/feed), on either side (issue 17 §4)
    const pharmacy = await createPharmacy(t);
    for (const document of [hidden, mail]) await shared(patient, document.id, pharmacy);
    const conversation = await pharmacy.get<FeedItem[]>(`/api/${idOf(patient)}/feed`);
    expect(conversation.status).toBe(200);
    expect(ids(conversation.body)).toEqual([mail.id]);
    const hers = await patient.get<FeedItem[]>(`/api/${idOf(pharmacy)}/feed`);
    expect(ids(hers.body)).toEqual([mail.id]);
  });

  it("answers 400 in French for unknown values, never 500", async () => {
    const patient = await createPatient(t);
    const cases: [string, string][] = [
      ["status=TERMINE", format(TEXTS.feedFilters.statusInvalid, { value: "TERMINE" })],
      [
        "status=processed,constructor",
        format(TEXTS.feedFilters.statusInvalid, { value: "constructor" }),
      ],
      ["order=random", TEXTS.documents.orderInvalid],
      // an unknown type is no empty feed (issue 17 §4)
      ["type=FOO", format(TEXTS.dashboard.countTypeInvalid, { value: "FOO" })],
      [
        "type=PRESC_DRUG,constructor",
        format(TEXTS.dashboard.countTypeInvalid, { value: "constructor" }),
      ],
      ["res_has_email=peut-etre", format(TEXTS.feedFilters.flagInvalid, { name: "res_has_email" })],
      ["res_patient_birth=31/02/1990", TEXTS.feedFilters.birthInvalid],
      ["res_nir=12345", NIR_FORMAT_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const response = await patient.get<ErrorBody>(`/api/feed?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBe(message);
    }
    expect((await patient.get("/api/feed?nodata=true&res_dossier=x")).status).toBe(200);
  });
});

describe("thumbnails", () => {
  it("gives an image a small JPEG thumbnail in the feed, the full bytes on opening", async () => {
    const patient = await createPatient(t);
    const photo = await sharp({
      create: { width: 1240, height: 1754, channels: 3, background: "#f4f1ea" },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="1240" height="1754"><text x="100" y="300" font-size="80">Dr Martin</text><rect x="100" y="400" width="900" height="40" fill="#333"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 60 })
      .toBuffer();
    const document = await uploaded(patient, { data: photo.toString("base64") });
    const pdf = await uploaded(patient, {
      mime: "application/pdf",
      data: (await import("../../test/harness.js")).SAMPLE_FILES.pdf,
    });

    const feed = (await feedOf(patient, "nodata=true")) as DocumentDto[];
    const item = feed.find((d) => d.id === document.id);
    expect(item && "data" in item).toBe(false);
    const thumbnail = Buffer.from(item?.thumbnail ?? "", "base64");
    const meta = await sharp(thumbnail).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(THUMBNAIL_SIDE);
    expect(thumbnail.length).toBeLessThan(8 * 1024);
    expect(feed.find((d) => d.id === pdf.id)?.thumbnail).toBeNull();
    // a page of ten such items weighs kilobytes, not the photos' bytes
    expect(JSON.stringify(feed).length).toBeLessThan(photo.length / 2);

    const opened = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(Buffer.from(opened.body.data ?? "", "base64").equals(photo)).toBe(true);
  });
});
