import { TEXTS, type InvitationDto, type MembershipParty } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { EstablishmentMembership } from "./EstablishmentMembership";
import { MembersPage } from "./MembersPage";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.membership;
const galien: MembershipParty = {
  id: "g1",
  type: "grp_pharm",
  name: "Groupement Galien",
  city: null,
};
const lilas: MembershipParty = {
  id: "p1",
  type: "pharmacy",
  name: "Pharmacie des Lilas",
  city: "Lyon",
};
const invitation = (fields: Partial<InvitationDto> = {}): InvitationDto => ({
  id: "i1",
  group: galien,
  invitee: lilas,
  status: "PENDING",
  createdAt: "2026-03-02T09:00:00.000Z",
  answeredAt: null,
  ...fields,
});

/** A fake server: `routes` by "METHOD path"; the XSRF token for the first unsafe call. */
function server(routes: Record<string, (call: SeenCall) => { status: number; body?: unknown }>) {
  return mockFetch((call) => {
    const path = new URL(call.url, "http://localhost").pathname;
    const route = routes[`${call.method} ${path}`];
    if (route) return route(call);
    if (path === "/ws/xsrf") return { status: 204, setCookie: "XSRF-TOKEN=x" };
    return { status: 404, body: { error: "not_found", message: TEXTS.http.notFound } };
  });
}

describe("an establishment's groupements on /compte (issue 21 §1)", () => {
  it("accepts an invitation: the groupement moves to « Mes groupements »", async () => {
    let accepted = false;
    const calls = server({
      "GET /api/manager/invitations/received": () => ({
        status: 200,
        body: accepted ? [] : [invitation()],
      }),
      "GET /api/manager/groups": () => ({ status: 200, body: accepted ? [galien] : [] }),
      "POST /api/manager/invitations/i1/accept": () => {
        accepted = true;
        return { status: 200, body: invitation({ status: "ACCEPTED" }) };
      },
    });
    renderWithProviders(<EstablishmentMembership />, { user: makeUser("pharmacy") });
    await screen.findByText("Groupement Galien vous invite à rejoindre son groupement.");
    expect(screen.getByText(T.myGroupsEmpty)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: T.accept }));
    const mine = await screen.findByTestId("my-group");
    expect(within(mine).getByText("Groupement Galien")).toBeTruthy();
    await screen.findByText(T.receivedEmpty);
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/i1/accept"))).toBe(true);
  });

  it("refuses an invitation, and shows the server's French refusal when it is too late", async () => {
    server({
      "GET /api/manager/invitations/received": () => ({ status: 200, body: [invitation()] }),
      "GET /api/manager/groups": () => ({ status: 200, body: [] }),
      "POST /api/manager/invitations/i1/refuse": () => ({
        status: 409,
        body: { error: "conflict", message: T.alreadyAnswered },
      }),
    });
    renderWithProviders(<EstablishmentMembership />, { user: makeUser("pharmacy") });
    fireEvent.click(await screen.findByRole("button", { name: T.refuse }));
    expect((await screen.findByRole("alert")).textContent).toBe(T.alreadyAnswered);
  });

  it("leaves a groupement after confirming", async () => {
    let left = false;
    const calls = server({
      "GET /api/manager/invitations/received": () => ({ status: 200, body: [] }),
      "GET /api/manager/groups": () => ({ status: 200, body: left ? [] : [galien] }),
      "DELETE /api/manager/groups/g1": () => {
        left = true;
        return { status: 200, body: { ok: true } };
      },
    });
    renderWithProviders(<EstablishmentMembership />, { user: makeUser("pharmacy") });
    fireEvent.click(await screen.findByRole("button", { name: T.leave }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Quitter le groupement Groupement Galien/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: T.leave }));
    await screen.findByText(T.myGroupsEmpty);
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      expect.stringMatching(/\/api\/manager\/groups\/g1$/),
    ]);
  });
});

describe("a groupement's members page (issue 21 §1)", () => {
  it("invites by e-mail, checks the address first, and shows the server's refusal", async () => {
    const sent: InvitationDto[] = [];
    const calls = server({
      "GET /api/manager/invitations": () => ({ status: 200, body: sent }),
      "GET /api/manager/members": () => ({ status: 200, body: [] }),
      "POST /api/manager/invitations": (call) => {
        const { email } = call.body as { email: string };
        if (email !== "lilas@exemple.fr")
          return { status: 404, body: { error: "not_found", message: T.noAccountForEmail } };
        sent.push(invitation());
        return { status: 201, body: invitation() };
      },
    });
    renderWithProviders(<MembersPage />, { user: makeUser("grp_pharm") });
    await screen.findByText(T.membersEmpty);
    const email = screen.getByLabelText(T.inviteEmailLabel);
    const invite = () => fireEvent.click(screen.getByRole("button", { name: T.invite }));

    fireEvent.change(email, { target: { value: "pas-un-email" } });
    invite();
    await screen.findByText(T.emailInvalid);
    expect(calls.filter((c) => c.method === "POST" && c.url.endsWith("/invitations"))).toEqual([]);

    fireEvent.change(email, { target: { value: "inconnu@exemple.fr" } });
    invite();
    expect((await screen.findByRole("alert")).textContent).toBe(T.noAccountForEmail);

    fireEvent.change(email, { target: { value: " lilas@exemple.fr " } });
    invite();
    const pending = await screen.findByTestId("pending");
    expect(within(pending).getByText("Pharmacie des Lilas")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      email: "lilas@exemple.fr",
    });
  });

  it("removes a member after confirming", async () => {
    let removed = false;
    const calls = server({
      "GET /api/manager/invitations": () => ({ status: 200, body: [] }),
      "GET /api/manager/members": () => ({ status: 200, body: removed ? [] : [lilas] }),
      "DELETE /api/manager/members/p1": () => {
        removed = true;
        return { status: 200, body: { ok: true } };
      },
    });
    renderWithProviders(<MembersPage />, { user: makeUser("grp_pharm") });
    const member = await screen.findByTestId("member");
    expect(within(member).getByText("Lyon")).toBeTruthy();
    fireEvent.click(within(member).getByRole("button", { name: T.remove }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: T.remove }));
    await screen.findByText(T.membersEmpty);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
        expect.stringMatching(/\/api\/manager\/members\/p1$/),
      ]),
    );
  });

  it("tells anyone but a groupement that the page is not theirs, and asks nothing", async () => {
    const calls = server({});
    renderWithProviders(<MembersPage />, { user: makeUser("pharmacy") });
    expect(screen.getByText(T.onlyGroups)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
