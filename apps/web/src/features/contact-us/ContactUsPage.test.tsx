import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { ContactUsPage } from "./ContactUsPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("/nous-contacter (issue 19 §4)", () => {
  it("sends the message and the phone, then says it was sent and empties the form", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ok: true } }));
    renderWithProviders(<ContactUsPage />, { route: "/nous-contacter" });
    const message = screen.getByLabelText(new RegExp(TEXTS.feed.messageHint));
    fireEvent.change(message, { target: { value: "Bonjour, êtes-vous ouverts le dimanche ?" } });
    expect(screen.getByText("40 / 5000 caractères")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(TEXTS.contactUs.phone), {
      target: { value: "06 12 34 56 78" },
    });
    fireEvent.click(screen.getByRole("button", { name: TEXTS.actions.send }));

    expect((await screen.findByTestId("contact-us-sent")).textContent).toBe(TEXTS.contactUs.sent);
    const post = calls.find((call) => call.url === "/ws/contact-us");
    expect(post?.body).toEqual({
      msg: "Bonjour, êtes-vous ouverts le dimanche ?",
      num: "06 12 34 56 78",
    });
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe(""));
  });

  it("refuses an empty message before calling", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ok: true } }));
    renderWithProviders(<ContactUsPage />, { route: "/nous-contacter" });
    fireEvent.click(screen.getByRole("button", { name: TEXTS.actions.send }));
    expect(await screen.findByText(TEXTS.contactUs.empty)).toBeTruthy();
    expect(calls.filter((call) => call.url === "/ws/contact-us")).toEqual([]);
  });
});
