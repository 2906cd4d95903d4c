import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto, type FeedItem, type MessageDto } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  createLab,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen as listenAs } from "../../test/sockets.js";
import {
  contactOf,
  createPharmacyGroup,
  idOf,
  shared,
  signUpRelated,
  uploaded,
} from "./test-helpers.js";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});

type Answer<T> = T & { message?: string; error?: string };

const send = (client: TestClient, body: Record<string, unknown>) =>
  client.post<Answer<MessageDto>>("/feed/messages", body);

async function sent(client: TestClient, body: Record<string, unknown>): Promise<MessageDto> {
  const response = await send(client, body);
  if (response.status !== 201) throw new Error(`send failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function conversation(client: TestClient, peer: TestClient, query = "") {
  const response = await client.get<FeedItem[]>(
    `/api/${idOf(peer)}/feed${query ? `?${query}` : ""}`,
  );
  expect(response.status).toBe(200);
  return response.body;
}

const contentOf = (items: FeedItem[]) =>
  items.map((item) => (item.type === "MESSAGE" ? (item as MessageDto).content : item.name));

describe("POST /feed/messages to several recipients (issue 9 §4)", () => {
  it("sends one message to 1 to 20 contacts, refuses 0, 21 and anyone unrelated", async () => {
    const [pharmacy, ...doctors] = await signUpRelated(
      t,
      "pharmacy",
      ...Array.from({ length: 21 }, () => "doctor" as const),
    );
    const twenty = doctors.slice(0, 20).map(idOf);
    const message = await sent(pharmacy, { content: "Fermeture lundi", recipients: twenty });
    expect(message.recipients).toEqual([...twenty].sort());
    const last = doctors[19];
    if (!last) throw new Error("no doctor");
    expect(contentOf(await conversation(last, pharmacy))).toEqual(["Fermeture lundi"]);

    const tooMany = await send(pharmacy, { content: "x", recipients: doctors.map(idOf) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(TEXTS.compose.tooMany);
    const none = await send(pharmacy, { content: "x", recipients: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(TEXTS.share.atLeastOne);

    const stranger = await createPatient(t);
    const refused = await send(pharmacy, {
      content: "Bonjour",
      recipients: [twenty[0], idOf(stranger)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TEXTS.messages.sendError);
    // nothing half-sent: the contact did not get it either
    const first = doctors[0];
    if (!first) throw new Error("no doctor");
    expect(contentOf(await conversation(first, pharmacy))).toEqual(["Fermeture lundi"]);
  });

  it("replies in a thread with idparent, only to a message one sent or received", async () => {
    const [pharmacy, doctor] = await signUpRelated(t, "pharmacy", "doctor");
    const outsider = await createDoctor(t);
    await contactOf(outsider, pharmacy);
    const question = await sent(pharmacy, { content: "Question ?", recipients: [idOf(doctor)] });
    const reply = await sent(doctor, {
      content: "Réponse.",
      recipients: [idOf(pharmacy)],
      idparent: question.id,
    });
    expect(reply.idparent).toBe(question.id);

    const sneaky = await send(outsider, {
      content: "Moi aussi",
      recipients: [idOf(pharmacy)],
      idparent: question.id,
    });
    expect(sneaky.status).toBe(404);
    const unknown = await send(doctor, {
      content: "?",
      recipients: [idOf(pharmacy)],
      idparent: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
  });
});

describe("GET /api/{id}/feed: the conversation with one user (000 §2 CHAT, §7)", () => {
  it("holds the messages both ways and the documents shared either way, never a third user's", async () => {
    const [patient, pharmacy, other] = await signUpRelated(t, "patient", "pharmacy", "pharmacy");
    const prescription = await uploaded(patient, { name: "Ordonnance de mars" });
    await shared(patient, prescription.id, pharmacy);
    await sent(patient, { content: "Bonjour", recipients: [idOf(pharmacy)] });
    await sent(pharmacy, { content: "Bien reçu", recipients: [idOf(patient)] });
    // with someone else: never in this conversation
    const elsewhere = await uploaded(patient, { name: "Pour l'autre" });
    await shared(patient, elsewhere.id, other);
    await sent(patient, { content: "Secret", recipients: [idOf(other)] });
    await sent(other, { content: "Autre réponse", recipients: [idOf(patient)] });

    expect(contentOf(await conversation(patient, pharmacy))).toEqual([
      "Bien reçu",
      "Bonjour",
      "Ordonnance de mars",
    ]);
    expect(contentOf(await conversation(pharmacy, patient))).toEqual([
      "Bien reçu",
      "Bonjour",
      "Ordonnance de mars",
    ]);
    // the other pharmacy sees only its own exchange, and nothing of the first one's
    expect(contentOf(await conversation(other, patient))).toEqual([
      "Autre réponse",
      "Secret",
      "Pour l'autre",
    ]);
    expect(await conversation(other, pharmacy)).toEqual([]);
    const item = (await conversation(pharmacy, patient)).find((i) => i.type !== "MESSAGE") as
      DocumentDto | undefined;
    expect(item?.data).toBeUndefined();
    expect((await t.client().get(`/api/${idOf(patient)}/feed`)).status).toBe(401);
  });

  it("pages newest first by fromDate, neither skipping nor repeating", async () => {
    const [pharmacy, doctor] = await signUpRelated(t, "pharmacy", "doctor");
    const texts: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const [from, to] = i % 2 ? [pharmacy, doctor] : [doctor, pharmacy];
      texts.push(`message ${i}`);
      await sent(from, { content: `message ${i}`, recipients: [idOf(to)] });
    }
    const seen: string[] = [];
    let fromDate: string | undefined;
    for (;;) {
      const page = await conversation(
        doctor,
        pharmacy,
        `limit=3${fromDate ? `&fromDate=${encodeURIComponent(fromDate)}` : ""}`,
      );
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...contentOf(page));
      fromDate = page.at(-1)?.lastUpdate;
    }
    expect(seen).toEqual([...texts].reverse());
    const bad = await doctor.get<{ message: string }>(`/api/${idOf(pharmacy)}/feed?limit=0`);
    expect(bad.status).toBe(400);
  });
});

describe("publications (000 §4 PUBLISHED, §7 GET /api/{id}/public, issue 9 §4)", () => {
  const publish = (client: TestClient, id: string) =>
    client.put<Answer<DocumentDto>>(`/feed/documents/${id}/meta`, {
      meta: { status: "PUBLISHED" },
    });
  const publicOf = async (client: TestClient, establishment: TestClient) => {
    const response = await client.get<DocumentDto[]>(`/api/${idOf(establishment)}/public`);
    expect(response.status).toBe(200);
    return response.body.map((d) => d.name);
  };

  it("lists an establishment's published PUBLICATION, DOC_PUBLIC and AFFICHE only", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const affiche = await uploaded(pharmacy, { name: "Campagne grippe", type: "AFFICHE" });
    const publication = await uploaded(pharmacy, { name: "Horaires d'été", type: "PUBLICATION" });
    const draft = await uploaded(pharmacy, { name: "Brouillon", type: "DOC_PUBLIC" });
    const prescription = await uploaded(pharmacy, { name: "Ordonnance interne" });
    expect(draft.meta.status).toBe("NEW");
    expect(await publicOf(patient, pharmacy)).toEqual([]);

    const published = await publish(pharmacy, affiche.id);
    expect(published.status).toBe(200);
    expect(published.body.meta.status).toBe("PUBLISHED");
    expect((await publish(pharmacy, publication.id)).status).toBe(200);
    // a prescription is not a publication
    const wrongType = await publish(pharmacy, prescription.id);
    expect(wrongType.status).toBe(403);
    expect(wrongType.body.message).toBe(TEXTS.publications.notPublishable);

    expect(await publicOf(patient, pharmacy)).toEqual(["Horaires d'été", "Campagne grippe"]);
    // any signed-in user reads a published file, not the draft
    const file = await patient.get<DocumentDto>(`/api/documents/${affiche.id}`);
    expect(file.status).toBe(200);
    expect(file.body.data).toBeTruthy();
    expect((await patient.get(`/api/documents/${draft.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/${idOf(pharmacy)}/public`)).status).toBe(401);
    // unpublished, it leaves the page
    const back = await pharmacy.put(`/feed/documents/${affiche.id}/meta`, {
      meta: { status: "NEW" },
    });
    expect(back.status).toBe(200);
    expect(await publicOf(patient, pharmacy)).toEqual(["Horaires d'été"]);
  });

  it("never publishes a patient's document nor someone else's", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const lab = await createLab(t);
    const own = await uploaded(patient, { name: "Mon affiche", type: "AFFICHE" });
    const refused = await publish(patient, own.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TEXTS.publications.notPublishable);
    expect(await publicOf(pharmacy, patient)).toEqual([]);

    // a pharmacy's publication: another establishment is told it does not exist
    const poster = await uploaded(pharmacy, { name: "Affiche", type: "AFFICHE" });
    expect((await publish(lab, poster.id)).status).toBe(404);
    // shared with a patient: she reads it but cannot publish it
    await shared(pharmacy, poster.id, patient);
    expect((await publish(patient, poster.id)).status).toBe(403);
    // nor through the status action
    const action = await patient.post(`/api/documents/${own.id}/status`, { status: "PUBLISHED" });
    expect(action.status).toBe(403);

    // a laboratory publishes its own; its pharmacy's group manager does not (issue 21 §1)
    const labPoster = await uploaded(lab, { name: "Dépistage", type: "DOC_PUBLIC" });
    expect((await publish(lab, labPoster.id)).status).toBe(200);
    expect(await publicOf(patient, lab)).toEqual(["Dépistage"]);
    const group = await createPharmacyGroup(t, pharmacy);
    expect((await publish(group, poster.id)).status).toBe(403);
    expect(await publicOf(patient, pharmacy)).toEqual([]);
    expect((await publish(pharmacy, poster.id)).status).toBe(200);
    expect(await publicOf(patient, pharmacy)).toEqual(["Affiche"]);
  });
});

describe("realtime of messages (issue 9 §4)", () => {
  it("sends newMsg to the sender and the recipients, and to nobody else", async () => {
    const [pharmacy, doctor, other] = await signUpRelated(t, "pharmacy", "doctor", "doctor");
    const third = await createPatient(t);
    const atPharmacy = await listenAs(t, url, pharmacy);
    const atDoctor = await listenAs(t, url, doctor);
    const atOther = await listenAs(t, url, other);
    const atThird = await listenAs(t, url, third);
    const message = await sent(pharmacy, {
      content: "À vous deux",
      recipients: [idOf(doctor), idOf(other)],
    });
    expect(((await atDoctor.next("newMsg")) as MessageDto).id).toBe(message.id);
    expect(((await atOther.next("newMsg")) as MessageDto).id).toBe(message.id);
    expect(((await atPharmacy.next("newMsg")) as MessageDto).id).toBe(message.id);
    await Promise.all([atThird.settled(), atDoctor.settled()]);
    expect(atThird.received).toEqual([]);
  });
});
