import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto } from "@reseau/shared";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
} from "../../test/harness.js";
import {
  createPharmacyGroup,
  feedOf,
  idOf,
  jpegOfSize,
  shared,
  storedFileCount,
  upload,
  uploaded,
} from "./test-helpers.js";
import { sweepFiles } from "./documents.service.js";

type ErrorBody = { error: string; message: string; title?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe("adding a document (POST /feed/documents)", () => {
  it("stores a JPEG as NEW with the patient's own meta, and gives it back with its data", async () => {
    const patient = await createPatient(t);
    // a status other than NEW at upload is refused (403, consent.test.ts)
    const response = await upload(patient, { meta: '{"status":"NEW","note":"pour demain"}' });
    expect(response.status).toBe(201);
    const document = response.body;
    expect(document).toMatchObject({
      name: "Ordonnance",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      isPDF: false,
    });
    expect(document.meta).toEqual({ status: "NEW", note: "pour demain" });
    expect(document.creator).toEqual({ id: idOf(patient), type: "patient", name: "Léa Martin" });
    expect(document.data).toBeUndefined();

    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toBe(SAMPLE_FILES.jpeg);
  });

  it("accepts PNG, GIF and PDF, the type aliases, and a file of exactly 153600 bytes", async () => {
    const patient = await createPatient(t);
    for (const [mime, data] of [
      ["image/png", SAMPLE_FILES.png],
      ["image/gif", SAMPLE_FILES.gif],
      ["application/pdf", SAMPLE_FILES.pdf],
    ] as const) {
      const response = await upload(patient, { mime, data, type: "ORDO" });
      expect(response.status, mime).toBe(201);
      expect(response.body.type).toBe("PRESC_DRUG");
      expect(response.body.isPDF).toBe(mime === "application/pdf");
    }
    const largest = await upload(patient, { data: jpegOfSize(153_600) });
    expect(largest.status).toBe(201);
    expect(largest.body.size).toBe(153_600);
  });

  it("turns a laboratory's prescription into an analysis result (000 §4)", async () => {
    const lab = await createLab(t);
    expect((await uploaded(lab, { type: "PRESC_DRUG" })).type).toBe("ANALYS_RES");
  });

  it("refuses a file over 153600 bytes with 413 and the spec's text", async () => {
    const patient = await createPatient(t);
    const response = await upload(patient, { data: jpegOfSize(153_601) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "tooLarge", message: TEXTS.http.tooLarge });
  });

  it("refuses bytes that do not match the mime, bad base64 and other formats, with the format error", async () => {
    const patient = await createPatient(t);
    for (const fields of [
      { mime: "image/png" }, // JPEG bytes declared as PNG
      { mime: "application/pdf", data: SAMPLE_FILES.gif },
      { data: "ceci n'est pas du base64!" },
      { data: SAMPLE_FILES.jpeg.slice(0, -1) },
      { mime: "image/svg+xml", data: Buffer.from("<svg/>").toString("base64") },
      { data: Buffer.from("juste du texte").toString("base64"), mime: "image/jpeg" },
    ]) {
      const response = await upload(patient, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body).toEqual({
        error: "badFormat",
        message: TEXTS.documents.badFormat,
        title: TEXTS.documents.badFormatTitle,
      });
    }
  });

  it("refuses an unknown type and asks to log in first without a session", async () => {
    const patient = await createPatient(t);
    const unknown = await upload(patient, { type: "RECETTE" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Type de document inconnu.");
    const anonymous = await upload(t.client());
    expect(anonymous.status).toBe(401);
  });

  it("stores nothing when an upload fails, even after the file was written", async () => {
    const patient = await createPatient(t);
    const filesBefore = await storedFileCount(t);
    const failures = [
      await upload(patient, { data: jpegOfSize(153_601) }),
      await upload(patient, { mime: "image/png" }),
      await upload(patient, { data: "%%%" }),
      // PostgreSQL refuses a NUL character: the row insert fails after the file was stored
      await upload(patient, { name: "Ordo\u0000nnance" }),
      await upload(patient, { meta: { note: "a\u0000b" } }),
      await patient.request(
        "POST",
        "/feed/documents",
        { name: "X", type: "PRESC_DRUG", mime: "image/jpeg", data: SAMPLE_FILES.jpeg },
        { withoutXsrf: true },
      ),
    ];
    expect(failures.map((r) => r.status)).toEqual([413, 400, 400, 400, 400, 403]);
    expect(await storedFileCount(t)).toBe(filesBefore);
    expect(await feedOf(patient)).toEqual([]);
  });
});

describe("reading a document (GET /api/documents/{id})", () => {
  it("lets the creator, the pharmacy it is shared with and that pharmacy's group read it", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    for (const reader of [patient, pharmacy, group]) {
      const response = await reader.get<DocumentDto>(`/api/documents/${document.id}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toBe(SAMPLE_FILES.jpeg);
      expect(response.body.sharers).toEqual([idOf(pharmacy)]);
    }
  });

  it("answers 404, as for an unknown id, to another patient and to a pharmacy it is not shared with", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, await createPharmacy(t));
    for (const stranger of [await createPatient(t), await createPharmacy(t)]) {
      const response = await stranger.get<ErrorBody>(`/api/documents/${document.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "notFound", message: TEXTS.documents.notFound });
      expect((await feedOf(stranger)).map((item) => item.id)).not.toContain(document.id);
    }
    const unknown = await patient.get<ErrorBody>("/api/documents/inconnu");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TEXTS.documents.notFound);
  });
});

describe("sharing (PUT /feed/documents/{id}/share)", () => {
  it("shares with new recipients only, and the patient becomes the sharer", async () => {
    const patient = await createPatient(t);
    const [first, second] = [await createPharmacy(t), await createPharmacy(t)];
    const document = await uploaded(patient);
    expect((await shared(patient, document.id, first)).idsharer).toBe(idOf(patient));
    const again = await shared(patient, document.id, first, second);
    expect(again.sharers).toEqual([idOf(first), idOf(second)]);
  });

  it("refuses more than 5 recipients, an unknown one, and a stranger's document", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    const six = await patient.put<ErrorBody>(`/feed/documents/${document.id}/share`, {
      sharers: ["a", "b", "c", "d", "e", "f"],
    });
    expect(six.status).toBe(400);
    expect(six.body.message).toBe(TEXTS.share.tooMany);

    const unknown = await patient.put<ErrorBody>(`/feed/documents/${document.id}/share`, {
      sharers: ["inconnu"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: TEXTS.share.cannotShare,
      title: TEXTS.share.errorTitle,
    });

    const stranger = await createPatient(t);
    const response = await stranger.put<ErrorBody>(`/feed/documents/${document.id}/share`, {
      sharers: [idOf(stranger)],
    });
    expect(response.status).toBe(404);
    expect((await patient.get<DocumentDto>(`/api/documents/${document.id}`)).body.sharers).toEqual(
      [],
    );
  });
});

describe("deleting (DELETE /feed/documents/{id})", () => {
  it("lets only the creator delete: 404 to a stranger, 403 to the pharmacy, then the file is gone", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const files = await storedFileCount(t);

    expect((await (await createPatient(t)).delete(`/feed/documents/${document.id}`)).status).toBe(
      404,
    );
    expect((await pharmacy.delete(`/feed/documents/${document.id}`)).status).toBe(403);
    expect((await patient.delete(`/feed/documents/${document.id}`)).status).toBe(204);

    expect((await patient.get(`/api/documents/${document.id}`)).status).toBe(404);
    expect(await feedOf(pharmacy)).toEqual([]);
    expect(await storedFileCount(t)).toBe(files - 1);
  });

  it("refuses the patient once her pharmacy prepares the prescription, and says to ask it to cancel", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const processing = await pharmacy.post(`/api/documents/${document.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    expect(processing.status).toBe(200);

    const refused = await patient.delete<{ error: string; message: string }>(
      `/feed/documents/${document.id}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TEXTS.documents.deleteInPreparation);
    expect((await patient.get(`/api/documents/${document.id}`)).status).toBe(200);

    // once the pharmacy has cancelled it, it is hers to delete again
    await pharmacy.post(`/api/documents/${document.id}/status`, { status: "CANCELED" });
    expect((await patient.delete(`/feed/documents/${document.id}`)).status).toBe(204);
  });
});

describe("document meta (PUT /feed/documents/{id}/meta)", () => {
  it("merges the creator's fields, but only the pharmacy changes the status", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient, { meta: { note: "a" } });
    await shared(patient, document.id, pharmacy);

    const own = await patient.put<DocumentDto>(`/feed/documents/${document.id}/meta`, {
      meta: '{"comment":"merci"}',
    });
    expect(own.status).toBe(200);
    expect(own.body.meta).toEqual({ status: "NEW", note: "a", comment: "merci" });

    const byPatient = await patient.put(`/feed/documents/${document.id}/meta`, {
      meta: { status: "READY" },
    });
    expect(byPatient.status).toBe(403);
    const unknown = await pharmacy.put(`/feed/documents/${document.id}/meta`, {
      meta: { status: "PERDU" },
    });
    expect(unknown.status).toBe(400);

    const byPharmacy = await pharmacy.put<DocumentDto>(`/feed/documents/${document.id}/meta`, {
      meta: { status: "READY" },
    });
    expect(byPharmacy.body.meta.status).toBe("READY");
    const ready = await feedOf(patient, "status=READY");
    expect(ready.map((item) => item.id)).toEqual([document.id]);
  });
});

describe("no orphan file after a crash (issue 6 §4)", () => {
  it("the start-up sweep commits a staged file whose row committed, and removes the others", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    // as if the process died between the row's commit and the file's: the file is still staged
    const bytes = await t.ctx.storage.get(document.id);
    await t.ctx.storage.delete(document.id);
    await t.ctx.storage.stage(document.id, bytes ?? Buffer.alloc(0));
    // and an upload that died before its row: a staged file no row points to
    await t.ctx.storage.stage("orphan-staged", Buffer.from("x"));
    // and a deletion that died after its row went: a stored file no row points to
    await t.ctx.storage.put("orphan-stored", Buffer.from("y"));

    expect(await sweepFiles(t.ctx)).toEqual({ committed: 1, removed: 2 });
    const { stored, staged } = await t.ctx.storage.list();
    expect(staged).toEqual([]);
    expect(stored).not.toContain("orphan-stored");
    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toBe(SAMPLE_FILES.jpeg);
  });
});
