import { appConfigOf, TEXTS, type PublicUser } from "@reseau/shared";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Route, Routes } from "react-router";
import { makeUser } from "../test/factories";
import { mockFetch } from "../test/fetchMock";
import { renderWithProviders } from "../test/render";
import { RequireUser } from "./RequireUser";
import { UserActions } from "./SessionChrome";

// issue 18 §5: no empty pages for the roles that have no use of them

const doctor = makeUser("professional", { profession: "DOCTOR" });
const optician = makeUser("professional", { profession: "OPTICIAN" });
const lab = makeUser("labo");
const pharmacy = makeUser("pharmacy");

beforeEach(() => {
  mockFetch(() => ({ status: 200, body: [] }));
});

/** Opens `route` (behind its guard as in `routes.ts`) as `user`: what is on screen. */
function open(route: "/mes-commandes" | "/renouvellements", user: PublicUser) {
  const use = route === "/mes-commandes" ? "orders" : "renewals";
  renderWithProviders(
    <Routes>
      <Route
        path={route}
        element={
          <RequireUser audience="any" use={use}>
            <p>page</p>
          </RequireUser>
        }
      />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/dashboard-optique" element={<p>optician dashboard</p>} />
      <Route path="/analyses" element={<p>lab results</p>} />
    </Routes>,
    { route, user },
  );
}

/** The pages offered in « Menu » to `user`. */
async function menuOf(user: PublicUser): Promise<string[]> {
  renderWithProviders(<UserActions user={user} pathname="/" />, { user });
  fireEvent.click(screen.getByTestId("pages-menu"));
  const items = await screen.findAllByRole("menuitem");
  return items.map((item) => item.textContent ?? "");
}

describe("pages offered by role (issue 18 §5)", () => {
  it("sends a doctor opening « Mes commandes » or « Renouvellements » to the dashboard", async () => {
    open("/mes-commandes", doctor);
    expect(await screen.findByText("dashboard")).toBeTruthy();
    expect(screen.queryByText("page")).toBeNull();
  });

  it("sends a laboratory opening either page to its results", async () => {
    open("/renouvellements", lab);
    expect(await screen.findByText("lab results")).toBeTruthy();
  });

  it("still opens « Mes commandes » for a pharmacy", async () => {
    open("/mes-commandes", pharmacy);
    expect(await screen.findByText("page")).toBeTruthy();
  });

  it("opens the renewals for an optician (lens renewals)", async () => {
    open("/renouvellements", optician);
    expect(await screen.findByText("page")).toBeTruthy();
  });

  it("does not offer them in the menu of a laboratory or a doctor", async () => {
    for (const user of [lab, doctor]) {
      const items = await menuOf(user);
      expect(items).toContain(TEXTS.picker.titles.contacts);
      expect(items).not.toContain(TEXTS.orders.listTitle);
      expect(items).not.toContain(TEXTS.renewals.navLabel);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
      document.body.innerHTML = "";
    }
  });

  it("offers them to a pharmacy", async () => {
    const items = await menuOf(pharmacy);
    expect(items).toContain(TEXTS.orders.listTitle);
    expect(items).toContain(TEXTS.renewals.navLabel);
  });

  it("offers a pharmacy its skincare orders in the apoticare app only (issue 22 §2)", async () => {
    for (const variant of ["apoticare", "galien"] as const) {
      // the brand as the server writes it into the page (appConfig.ts `writtenConfig`)
      document.body.innerHTML = "";
      const written = document.createElement("script");
      written.type = "application/json";
      written.id = "app-config";
      written.textContent = JSON.stringify(
        appConfigOf(variant, { groupMode: true, networkMode: false }),
      );
      document.body.append(written);
      const items = await menuOf(pharmacy);
      expect(items).toContain(TEXTS.library.title);
      if (variant === "apoticare") expect(items).toContain(TEXTS.apoticare.pharmacyOrders);
      else expect(items).not.toContain(TEXTS.apoticare.pharmacyOrders);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    }
    document.body.innerHTML = "";
  });
});
