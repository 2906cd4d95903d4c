import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "@reseau/shared";
import { renderWithProviders } from "../../test/render";
import { PushAlertHost } from "./PushAlertHost";
import { PushSettings } from "./PushSettings";

/** A service worker container the test drives: what the worker posts to the page. */
function fakeServiceWorker() {
  const container = new EventTarget();
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return (data: unknown) => container.dispatchEvent(new MessageEvent("message", { data }));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.unstubAllGlobals();
});

describe("a push while the app is open (issue 9 §5, 000 §8)", () => {
  it("shows the alert under the push's title with the pushed text, until closed", async () => {
    const post = fakeServiceWorker();
    renderWithProviders(<PushAlertHost enabled />);
    post({ type: "other", payload: { body: "ignoré" } });
    post({
      type: "push",
      payload: {
        kind: "newMsg",
        title: "Message de Pharmacie du Centre",
        body: "Votre commande est prête.",
        iddocument: "d1",
        idmessage: "m1",
      },
    });
    // the dialog's code is fetched with the first push
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Message de Pharmacie du Centre" },
      { timeout: 4_000 },
    );
    expect(dialog.textContent).toContain("Votre commande est prête.");
    expect(screen.queryByText("ignoré")).toBeNull();
    const close = screen.getAllByRole("button", { name: TEXTS.actions.close }).at(-1);
    fireEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByText("Votre commande est prête.")).toBeNull());
  });

  it("says so on /compte when the browser cannot receive notifications", async () => {
    renderWithProviders(<PushSettings />);
    expect(await screen.findByText(TEXTS.push.unsupported)).toBeTruthy();
  });
});
