import { TEXTS, type GroupOverview as Overview } from "@reseau/shared";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories";
import { mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { GroupOverview } from "./GroupOverview";

const T = TEXTS.groupOverview;
const LONG = "Grande Pharmacie de la Place de la République et des Quatre Chemins";

const overview: Overview = {
  members: [
    { id: "p1", name: LONG, city: "Lyon", toProcess: 3, openOrders: 1, openRenewals: 2 },
    {
      id: "p2",
      name: "Pharmacie du Centre",
      city: null,
      toProcess: 0,
      openOrders: 0,
      openRenewals: 0,
    },
  ],
};

let calls: SeenCall[];
beforeEach(() => {
  calls = mockFetch((call) =>
    call.url.includes("/ws/manager/overview")
      ? { status: 200, body: overview }
      : { status: 404, body: {} },
  );
});

describe("GroupOverview (issue 18 §5)", () => {
  it("shows a manager each member pharmacy, its name whole, with its counts in words", async () => {
    renderWithProviders(<GroupOverview user={makeUser("grp_pharm")} />);
    const cards = await screen.findAllByTestId("group-member");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    const name = first.getByRole("link", { name: LONG });
    // the member's page, where the group edits it (000 §2 EDIT_MODE)
    expect(name.getAttribute("href")).toBe("/fiche-contact/p1");
    // never cut: no ellipsis, the name wraps
    expect(getComputedStyle(name).textOverflow).not.toBe("ellipsis");
    expect(name.style.whiteSpace).toBe("normal");
    const terms = first.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual([T.toProcess, T.openOrders, T.openRenewals]);
    expect(first.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "3",
      "1",
      "2",
    ]);
    expect(screen.getByRole("heading", { name: T.title })).toBeTruthy();
  });

  it("asks nothing and shows nothing for a pharmacy", async () => {
    renderWithProviders(<GroupOverview user={makeUser("pharmacy")} />);
    await Promise.resolve();
    expect(screen.queryByRole("heading", { name: T.title })).toBeNull();
    expect(screen.queryAllByTestId("group-member")).toHaveLength(0);
    expect(calls.filter((call) => call.url.includes("/ws/manager/overview"))).toHaveLength(0);
  });
});
