import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { FamilyPage } from "./FamilyPage";
import { ForWhom } from "./ForWhom";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const leo = makeUser("patient", {
  id: "leo",
  firstName: "Léo",
  lastName: "Martin",
  status: "STUB",
  birth: "2020-03-12",
  age: 6,
  pictures: { idAvatar: null, idVitale: "vitale-1", idInsurance: null },
});

describe("« Ma Famille » (issue 8 §6)", () => {
  it("shows each member with the age and the cards, and adds one after the shared checks", async () => {
    const calls = mockFetch((call) =>
      call.method === "POST"
        ? {
            status: 201,
            body: makeUser("patient", { id: "emma", firstName: "Emma", lastName: "Martin" }),
          }
        : { status: 200, body: { accounts: [{ user: leo }] } },
    );
    renderWithProviders(<FamilyPage />, { user: makeUser("patient") });
    expect(await screen.findByText("Léo Martin")).toBeTruthy();
    expect(screen.getByText("6 ans")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Carte Vitale de Léo" }).getAttribute("src")).toBe(
      "/ws/pictures/vitale-1",
    );

    fireEvent.click(screen.getByTestId("family-add"));
    fireEvent.change(await screen.findByLabelText(/Prénom/), { target: { value: "Emma" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Nom/ }), {
      target: { value: "Martin" },
    });
    fireEvent.change(screen.getByLabelText(/Date de naissance/), { target: { value: "2/5/20" } });
    fireEvent.click(screen.getByTestId("family-add-submit"));
    expect(await screen.findByText(TEXTS.family.birthInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    // typed on a phone's number pad: the slashes come by themselves (issue 18 §4)
    const birth = screen.getByLabelText<HTMLInputElement>(/Date de naissance/);
    expect(birth.inputMode).toBe("numeric");
    fireEvent.change(birth, { target: { value: "02052020" } });
    expect(birth.value).toBe("02/05/2020");
    fireEvent.click(screen.getByTestId("family-add-submit"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/ws/family",
      body: { firstName: "Emma", lastName: "Martin", birth: "02/05/2020" },
    });
  });
});

describe("a member's health card (issue 17 §1)", () => {
  it("is checked by the shared schema, then saved with PUT /ws/user/{id}", async () => {
    const calls = mockFetch((call) =>
      call.method === "PUT"
        ? { status: 200, body: { ...leo, bloodType: "O-", allergens: "Pénicilline" } }
        : { status: 200, body: { accounts: [{ user: leo }] } },
    );
    renderWithProviders(<FamilyPage />, { user: makeUser("patient") });
    fireEvent.click(
      await screen.findByRole("button", { name: `${TEXTS.healthCard.edit} : Léo Martin` }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Fiche santé de Léo Martin" });
    const select = within(dialog).getByLabelText(TEXTS.healthCard.bloodType);
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toContain("O\u2212");
    fireEvent.change(select, { target: { value: "O-" } });
    const allergens = within(dialog).getByLabelText(TEXTS.healthCard.allergens);
    fireEvent.change(allergens, { target: { value: "a".repeat(501) } });
    fireEvent.click(within(dialog).getByTestId("health-card-save"));
    expect(await within(dialog).findByText(TEXTS.healthCard.allergensTooLong)).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(allergens, { target: { value: "Pénicilline" } });
    fireEvent.click(within(dialog).getByTestId("health-card-save"));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/ws/user/leo",
      body: { bloodType: "O-", allergens: "Pénicilline", special: null, emergencyCall: null },
    });
  });
});

describe("« Pour qui ? » (000 §4 step 4)", () => {
  it("is not asked of a patient who manages nobody", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { accounts: [] } }));
    renderWithProviders(<ForWhom value={null} onChange={vi.fn()} enabled />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByLabelText(TEXTS.family.forWhom)).toBeNull();
  });

  it("offers « Moi » and each member, and answers the member's id and name", async () => {
    mockFetch(() => ({ status: 200, body: { accounts: [{ user: leo }] } }));
    const onChange = vi.fn();
    renderWithProviders(<ForWhom value={null} onChange={onChange} enabled />);
    const select = await screen.findByLabelText(TEXTS.family.forWhom);
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      TEXTS.family.me,
      "Léo Martin",
    ]);
    fireEvent.change(select, { target: { value: "leo" } });
    expect(onChange).toHaveBeenCalledWith({ id: "leo", name: "Léo Martin" });
  });
});
