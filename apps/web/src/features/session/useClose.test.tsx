import { TEXTS } from "@reseau/shared";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useClose, type StartUser } from "./startPages";

afterEach(cleanup);

/** A page with the close action of `user`, and the pages it may lead to. */
function renderAt(user: StartUser | null, before: string[]) {
  const Close = () => {
    const close = useClose(user);
    return <button onClick={close}>{TEXTS.actions.close}</button>;
  };
  window.history.replaceState(null, "", before[0] ?? "/recherche");
  const router = createBrowserRouter([
    { path: "/recherche", element: <Close /> },
    { path: "/annuaire", element: <p>Annuaire</p> },
    { path: "/profil", element: <p>Mon profil</p> },
    { path: "/dashboard", element: <p>Tableau de bord</p> },
    { path: "/analyses", element: <p>Analyses</p> },
    { path: "/", element: <p>Accueil</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("the close action (000 §2 Start and root pages)", () => {
  it("goes back to the app's previous page when there is one", async () => {
    const router = renderAt({ type: "pharmacy", profession: null }, ["/annuaire"]);
    await act(() => router.navigate("/recherche"));
    fireEvent.click(screen.getByRole("button", { name: TEXTS.actions.close }));
    expect(await screen.findByText("Annuaire")).toBeTruthy();
  });

  it.each([
    [{ type: "patient", profession: null }, "Mon profil"],
    [{ type: "pharmacy", profession: null }, "Tableau de bord"],
    [{ type: "labo", profession: null }, "Analyses"],
    [null, "Accueil"],
  ] as const)("without a page behind it, goes to the root of %o", async (user, page) => {
    renderAt(user, []);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.actions.close }));
    expect(await screen.findByText(page)).toBeTruthy();
  });
});
