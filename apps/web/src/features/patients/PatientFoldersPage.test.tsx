import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PatientFoldersPage } from "./PatientFoldersPage";

const T = TEXTS.patients;

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const arnaud = makeUser("patient", {
  id: "p1",
  firstName: "Chloé",
  lastName: "Arnaud",
  status: "AUTO",
  email: "chloe@exemple.fr",
  meta: '{"email_ok":0}',
});

/** A fake server: the list answers `list`, the count 12, a creation 201. */
function fakeServer(list = [arnaud]): SeenCall[] {
  return mockFetch((call) => {
    if (call.url.includes("/ws/patients/list/v2")) return { status: 200, body: list };
    if (call.url.includes("/ws/count/pharma/patients")) return { status: 200, body: { count: 12 } };
    if (call.method === "POST")
      return {
        status: 201,
        body: makeUser("patient", { id: "new", firstName: "Élise", lastName: "Garnier" }),
      };
    return { status: 404, body: { error: "notFound", message: "?" } };
  });
}

function renderAt(route: string, type: "labo" | "pharmacy") {
  return renderWithProviders(
    <Routes>
      <Route path="/dossiers-patients" element={<PatientFoldersPage />} />
      <Route path="/modal-add-user" element={<PatientFoldersPage />} />
    </Routes>,
    { route, user: makeUser(type) },
  );
}

const listQueries = (calls: SeenCall[]) =>
  calls
    .filter((c) => c.url.includes("/ws/patients/list/v2"))
    .map((c) => new URL(c.url, "http://x").searchParams);

describe("/dossiers-patients (000 §4 Patient folder filters)", () => {
  it("a laboratory opens at A on AUTO only, wrong mail on; a wrong e-mail is said", async () => {
    const calls = fakeServer();
    renderAt("/dossiers-patients", "labo");
    expect((await screen.findAllByText("Chloé Arnaud")).length).toBeGreaterThan(0);
    const [first] = listQueries(calls);
    expect(first?.get("initiale")).toBe("A");
    expect(first?.get("status")).toBe("AUTO");
    expect(first?.get("email_ok")).toBe("0");
    expect(screen.getAllByText(T.wrongMail).length).toBeGreaterThan(1);
    expect(screen.getByText(/12\s+patients dans vos dossiers/)).toBeTruthy();
  });

  it("a search by e-mail sets the letter and the statuses aside", async () => {
    const calls = fakeServer();
    renderAt("/dossiers-patients", "labo");
    await screen.findAllByText("Chloé Arnaud");
    fireEvent.change(screen.getByLabelText(T.searchLabel), {
      target: { value: "chloe@exemple.fr" },
    });
    await waitFor(() => expect(listQueries(calls).at(-1)?.get("email")).toBe("chloe@exemple.fr"));
    expect(screen.getByRole("button", { name: "B" }).hasAttribute("disabled")).toBe(true);
  });

  it("the add-user modal shows its errors under the fields, then creates and affiliates", async () => {
    const calls = fakeServer();
    renderAt("/modal-add-user", "pharmacy");
    fireEvent.click(await screen.findByRole("button", { name: T.form.submit }));
    expect(await screen.findByText(T.form.lastNameMissing)).toBeTruthy();
    expect(screen.getByText(T.form.firstNameMissing)).toBeTruthy();
    expect(screen.getByText(T.form.birthMissing)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Garnier" } });
    fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: "Élise" } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${T.form.birth}`)), {
      target: { value: "14/07/1985" },
    });
    fireEvent.click(screen.getByLabelText(T.form.affiliate));
    fireEvent.click(screen.getByRole("button", { name: T.form.submit }));

    expect(
      await screen.findByText("Patient Élise Garnier créé et affilié à votre pharmacie"),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toContain("/ws/user/patient/affiliate");
    expect(post?.body).toMatchObject({
      lastName: "Garnier",
      firstName: "Élise",
      birth: "14/07/1985",
    });
    // back to the folders at her letter
    await waitFor(() => expect(listQueries(calls).at(-1)?.get("initiale")).toBe("G"));
  });
});
