import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEXTS,
  type DocumentDto,
  type FeedItem,
  type GroupDto,
  type MessageDto,
} from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { contactOf, feedOf, idOf, upload, uploaded } from "../documents/test-helpers.js";

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

const texts = TEXTS.groups;
type Answer = { id?: string; success?: boolean; message?: string; error?: string };

/**
 * A patient with two contacts (her pharmacy, her doctor), a stranger, and a group of the patient
 * and her pharmacy.
 */
async function cast() {
  const [creator, member, contact, stranger] = await Promise.all([
    createPatient(t),
    createPharmacy(t),
    createDoctor(t),
    createPatient(t),
  ]);
  await contactOf(creator, member);
  await contactOf(creator, contact);
  const created = await creator.post<Answer>("/api/group", {
    name: "Famille Martin",
    members: [idOf(member)],
  });
  expect(created.status).toBe(200);
  const id = created.body.id ?? "";
  return { creator, member, contact, stranger, id };
}

const post = (client: TestClient, idgroup: string, content = "Bonjour à tous") =>
  client.post<MessageDto & Answer>("/feed/messages", { content, idgroup });
const groupFeed = (client: TestClient, id: string, query = "") =>
  client.get<FeedItem[] & Answer>(`/api/group/${id}/feed${query}`);

describe("POST /api/group: a new group", () => {
  it("the creator and her members read it, with their summaries; a stranger 404", async () => {
    const { creator, member, stranger, id } = await cast();
    const read = await member.get<GroupDto>(`/api/group/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: "Famille Martin", idcreator: idOf(creator) });
    expect(read.body.members.map((m) => m.id)).toEqual([idOf(creator), idOf(member)]);
    expect(read.body.members[0]).toEqual({
      id: idOf(creator),
      type: "patient",
      name: expect.any(String) as string,
    });
    for (const client of [creator, member]) {
      const list = await client.get<GroupDto[]>("/api/groups");
      expect(list.body.map((g) => g.id)).toEqual([id]);
    }
    expect((await stranger.get<GroupDto[]>("/api/groups")).body).toEqual([]);
    const hidden = await stranger.get<Answer>(`/api/group/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(texts.notFound);
  });

  it("an unknown or unreachable member, or no name: 400 in French, nothing stored", async () => {
    const { creator, stranger } = await cast();
    for (const members of [[idOf(stranger)], ["inconnu"]]) {
      const refused = await creator.post<Answer>("/api/group", { name: "Voisins", members });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(texts.membersUnreachable);
    }
    const unnamed = await creator.post<Answer>("/api/group", { name: "  ", members: [] });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe(texts.nameRequired);
    expect((await creator.get<GroupDto[]>("/api/groups")).body).toHaveLength(1);
  });

  it("refuses a write without the XSRF header (403), nothing stored", async () => {
    const patient = await createPatient(t);
    const response = await patient.request(
      "POST",
      "/api/group",
      { name: "X" },
      {
        withoutXsrf: true,
      },
    );
    expect(response.status).toBe(403);
    expect((await patient.get<GroupDto[]>("/api/groups")).body).toEqual([]);
  });
});

describe("POST /api/group {id, addusers, delusers}: the creator changes its members", () => {
  it("adds and removes; the removed member sees nothing of the group from then on", async () => {
    const { creator, member, contact, id } = await cast();
    const message = await post(member, id, "Avant le départ");
    expect(message.status).toBe(201);
    const doc = await uploaded(creator, { idgroup: id });
    expect((await member.get(`/api/documents/${doc.id}`)).status).toBe(200);

    const changed = await creator.post<Answer>("/api/group", {
      id,
      addusers: [idOf(contact)],
      delusers: [idOf(member)],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true });
    const read = await creator.get<GroupDto>(`/api/group/${id}`);
    expect(read.body.members.map((m) => m.id)).toEqual([idOf(creator), idOf(contact)]);

    // the contact added reads the past of the group; the removed member reads nothing any more
    expect((await groupFeed(contact, id)).body.map((i) => i.id)).toEqual([doc.id, message.body.id]);
    expect((await member.get(`/api/group/${id}`)).status).toBe(404);
    expect((await groupFeed(member, id)).status).toBe(404);
    expect((await member.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await post(member, id)).status).toBe(404);
    expect((await member.get<GroupDto[]>("/api/groups")).body).toEqual([]);
    // even her own message of the group is out of her reach
    const meta = await member.put(`/feed/messages/${message.body.id}/meta`, { meta: { lu: true } });
    expect(meta.status).toBe(404);
  });

  it("another member 403, a stranger 404, an unreachable user or the creator removed 400", async () => {
    const { creator, member, contact, stranger, id } = await cast();
    const byMember = await member.post<Answer>("/api/group", { id, addusers: [idOf(contact)] });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(texts.creatorOnly);
    const byStranger = await stranger.post<Answer>("/api/group", { id, delusers: [idOf(member)] });
    expect(byStranger.status).toBe(404);
    const unreachable = await creator.post<Answer>("/api/group", {
      id,
      addusers: [idOf(stranger)],
    });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(texts.membersUnreachable);
    const selfRemoved = await creator.post<Answer>("/api/group", {
      id,
      delusers: [idOf(creator)],
    });
    expect(selfRemoved.status).toBe(400);
    expect(selfRemoved.body.message).toBe(texts.creatorStays);
    const read = await creator.get<GroupDto>(`/api/group/${id}`);
    expect(read.body.members.map((m) => m.id)).toEqual([idOf(creator), idOf(member)]);
  });
});

describe("PUT /api/group/{id}/leave and DELETE /api/group/{id}", () => {
  it("a member leaves; the creator may not (400); a stranger 404", async () => {
    const { creator, member, stranger, id } = await cast();
    expect((await stranger.put(`/api/group/${id}/leave`)).status).toBe(404);
    const byCreator = await creator.put<Answer>(`/api/group/${id}/leave`);
    expect(byCreator.status).toBe(400);
    expect(byCreator.body.message).toBe(texts.creatorCannotLeave);
    const left = await member.put<Answer>(`/api/group/${id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ success: true });
    expect((await member.get(`/api/group/${id}`)).status).toBe(404);
    expect((await member.put(`/api/group/${id}/leave`)).status).toBe(404);
  });

  it("the creator deletes it with its items (JSON {success: true}); a member 403", async () => {
    const { creator, member, stranger, id } = await cast();
    const doc = await uploaded(member, { idgroup: id });
    await post(member, id);
    expect((await stranger.delete(`/api/group/${id}`)).status).toBe(404);
    const byMember = await member.delete<Answer>(`/api/group/${id}`);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(texts.creatorOnly);
    const deleted = await creator.delete<Answer>(`/api/group/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    for (const client of [creator, member]) {
      expect((await client.get(`/api/group/${id}`)).status).toBe(404);
      expect((await groupFeed(client, id)).status).toBe(404);
      expect((await client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    }
  });
});

describe("a group's messages and documents", () => {
  it("go to the group's feed, newest first, in pages; never to the main feed", async () => {
    const { creator, member, id } = await cast();
    const first = await post(creator, id, "Premier");
    const doc = await uploaded(member, { idgroup: id });
    const third = await post(member, id, "Troisième");
    expect(first.body).toMatchObject({ idgroup: id, recipients: [], content: "Premier" });
    expect(doc.idgroup).toBe(id);
    const feed = await groupFeed(creator, id);
    expect(feed.status).toBe(200);
    expect(feed.body.map((i) => i.id)).toEqual([third.body.id, doc.id, first.body.id]);
    const page = await groupFeed(creator, id, "?limit=2");
    expect(page.body.map((i) => i.id)).toEqual([third.body.id, doc.id]);
    const next = await groupFeed(
      creator,
      id,
      `?limit=2&fromDate=${encodeURIComponent(doc.lastUpdate)}`,
    );
    expect(next.body.map((i) => i.id)).toEqual([first.body.id]);
    for (const client of [creator, member]) {
      const main = (await feedOf(client)).map((i) => i.id);
      expect(main).not.toContain(first.body.id);
      expect(main).not.toContain(doc.id);
      expect(main).not.toContain(third.body.id);
    }
  });

  it("a stranger posts nothing (404); recipients with idgroup 400; a group document is not shared on", async () => {
    const { creator, member, contact, stranger, id } = await cast();
    const byStranger = await post(stranger, id);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.message).toBe(texts.notFound);
    expect((await upload(stranger, { idgroup: id })).status).toBe(404);
    const both = await creator.post<Answer>("/feed/messages", {
      content: "Bonjour",
      idgroup: id,
      recipients: [idOf(contact)],
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(texts.groupMessageRecipients);
    const doc = await uploaded(member, { idgroup: id });
    expect((await stranger.get(`/api/documents/${doc.id}`)).status).toBe(404);
    const shared = await member.put<Answer>(`/feed/documents/${doc.id}/share`, {
      sharers: [idOf(creator)],
    });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(texts.groupItemStays);
    expect((await groupFeed(stranger, id)).status).toBe(404);
  });
});

describe("live: newMsg and newDoc to the group's current members only", () => {
  it("a member hears a message and a document; a removed member and a stranger hear nothing", async () => {
    const { creator, member, contact, stranger, id } = await cast();
    await creator.post("/api/group", { id, addusers: [idOf(contact)] });
    await creator.post("/api/group", { id, delusers: [idOf(contact)] });
    const atMember = await listen(t, url, member);
    const atRemoved = await listen(t, url, contact);
    const atStranger = await listen(t, url, stranger);
    const sent = await post(creator, id, "En direct");
    const heard = (await atMember.next("newMsg")) as MessageDto;
    expect(heard).toMatchObject({ id: sent.body.id, content: "En direct", idgroup: id });
    const doc = await uploaded(creator, { idgroup: id });
    const shared = (await atMember.next("newDoc")) as { id: string; document: DocumentDto };
    expect(shared.id).toBe(doc.id);
    await Promise.all([atRemoved.settled(), atStranger.settled()]);
    expect(atRemoved.received).toEqual([]);
    expect(atStranger.received).toEqual([]);
  });
});

describe("live: groupChanged to the members before and after a change", () => {
  it("the added member and the removed one hear it; a stranger does not", async () => {
    const { creator, member, contact, stranger, id } = await cast();
    const atMember = await listen(t, url, member);
    const atContact = await listen(t, url, contact);
    const atStranger = await listen(t, url, stranger);
    await creator.post("/api/group", { id, addusers: [idOf(contact)], delusers: [idOf(member)] });
    expect(await atContact.next("groupChanged")).toEqual({ id });
    expect(await atMember.next("groupChanged")).toEqual({ id });
    await creator.delete(`/api/group/${id}`);
    await atContact.settled();
    expect(atContact.received.filter((r) => r.event === "groupChanged")).toHaveLength(2);
    await Promise.all([atMember.settled(), atStranger.settled()]);
    expect(atMember.received.filter((r) => r.event === "groupChanged")).toHaveLength(1);
    expect(atStranger.received).toEqual([]);
  });
});

describe("live: deleteDoc for a group's documents to those who lose them", () => {
  it("a deleted group's members hear deleteDoc for each of its documents; a stranger nothing", async () => {
    const { creator, member, stranger, id } = await cast();
    const first = await uploaded(member, { idgroup: id });
    const second = await uploaded(creator, { idgroup: id });
    const atMember = await listen(t, url, member);
    const atCreator = await listen(t, url, creator);
    const atStranger = await listen(t, url, stranger);
    expect((await creator.delete(`/api/group/${id}`)).status).toBe(200);
    await Promise.all([atMember.settled(), atCreator.settled(), atStranger.settled()]);
    for (const at of [atMember, atCreator]) {
      const gone = at.received.filter((r) => r.event === "deleteDoc").map((r) => r.payload);
      expect(gone).toEqual(expect.arrayContaining([{ id: first.id }, { id: second.id }]));
      expect(gone).toHaveLength(2);
    }
    expect(atStranger.received).toEqual([]);
  });

  it("a removed member and a departing one hear deleteDoc; those who stay do not", async () => {
    const { creator, member, contact, stranger, id } = await cast();
    await creator.post("/api/group", { id, addusers: [idOf(contact)] });
    const doc = await uploaded(creator, { idgroup: id });
    const atMember = await listen(t, url, member);
    const atContact = await listen(t, url, contact);
    const atCreator = await listen(t, url, creator);
    const atStranger = await listen(t, url, stranger);
    await creator.post("/api/group", { id, delusers: [idOf(contact)] });
    expect(await atContact.next("deleteDoc")).toEqual({ id: doc.id });
    expect((await contact.get(`/api/documents/${doc.id}`)).status).toBe(404);
    await member.put(`/api/group/${id}/leave`);
    expect(await atMember.next("deleteDoc")).toEqual({ id: doc.id });
    await Promise.all([atCreator.settled(), atStranger.settled(), atContact.settled()]);
    expect(atCreator.received.filter((r) => r.event === "deleteDoc")).toEqual([]);
    expect(atContact.received.filter((r) => r.event === "deleteDoc")).toHaveLength(1);
    expect(atStranger.received).toEqual([]);
    expect((await creator.get(`/api/documents/${doc.id}`)).status).toBe(200);
  });
});
