import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { useLogout } from "../session/queries";
import { readFeed, readUser, saveFeedPage, saveUser } from "./offlineStore";

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => logout.mutate()}>Déconnexion</button>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("logout (issue 9 §5)", () => {
  it("deletes every health datum kept on the device, even when the call fails", async () => {
    for (const status of [204, 500]) {
      const user = makeUser("patient", { id: "u1" });
      await saveUser(user);
      await saveFeedPage("u1", "mine", [makeDocument("d1")], true);
      const caches = new Set(["workbox-precache-v2-x", "api-answers"]);
      vi.stubGlobal("caches", {
        keys: async () => [...caches],
        delete: async (name: string) => caches.delete(name),
      });
      const calls = mockFetch(() => ({ status }));
      const { unmount } = renderWithProviders(<LogoutButton />, { user });
      fireEvent.click(screen.getByRole("button", { name: "Déconnexion" }));
      await waitFor(() => expect(caches.has("api-answers")).toBe(false));
      expect(calls.some((call) => call.url.endsWith("/ws/logout"))).toBe(true);
      expect(await readUser()).toBeNull();
      expect(await readFeed("u1", "mine")).toBeNull();
      expect(caches.has("workbox-precache-v2-x")).toBe(true);
      unmount();
    }
  });
});
