import { format, TEXTS, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { ComposeModal } from "./ComposeModal";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const me = makeUser("pharmacy");
const doctor = makeUser("professional", { id: "doc-1", lastName: "Martin", firstName: "Paul" });
const lab = makeUser("labo", { id: "lab-1", name: "Laboratoire Bio" });
const nurse = makeUser("professional", { id: "nurse-1", lastName: "Roy", firstName: "Anne" });

function fakeServer(status = 201) {
  return mockFetch((call: SeenCall) => {
    if (call.url === "/feed/messages") {
      if (status !== 201) return { status };
      const body = call.body as Partial<MessageDto>;
      return { status: 201, body: makeMessage("m1", body) };
    }
    return { status: 200, body: [] };
  });
}

function renderModal(onClose = vi.fn(), onError = vi.fn()) {
  renderWithProviders(
    <ComposeModal
      opened
      onClose={onClose}
      candidates={[doctor, lab, nurse]}
      initial={["doc-1", "lab-1"]}
    />,
    { user: me, onError },
  );
  return onClose;
}

describe("compose modal (000 §2 Modals, §5 picker in message mode)", () => {
  it("removes a chosen recipient, sends to the others and says it was sent", async () => {
    const calls = fakeServer();
    const onClose = renderModal();
    const modal = await screen.findByTestId("compose-modal");
    expect(within(modal).getByText("Laboratoire Bio")).toBeTruthy();

    fireEvent.click(
      within(modal).getByRole("button", {
        name: format(TEXTS.compose.remove, { name: "Laboratoire Bio" }),
      }),
    );
    expect(within(modal).queryByText("Laboratoire Bio")).toBeNull();
    fireEvent.change(within(modal).getByLabelText(TEXTS.compose.content), {
      target: { value: "  La réunion est jeudi.  " },
    });
    fireEvent.click(within(modal).getByTestId("compose-send"));

    expect(await screen.findByText(TEXTS.messages.sent)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      content: "La réunion est jeudi.",
      recipients: ["doc-1"],
      notify: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("adds recipients with the picker in message mode, and unticks an already-chosen one", async () => {
    const calls = fakeServer();
    renderModal();
    fireEvent.click(await screen.findByTestId("compose-pick"));
    const picker = await screen.findByTestId("contact-picker");
    expect(within(picker).getByText(TEXTS.picker.titles.message)).toBeTruthy();
    // message mode: an already-chosen recipient may be unticked
    fireEvent.click(within(picker).getByLabelText(/Laboratoire Bio/));
    fireEvent.click(within(picker).getByLabelText(/Roy/));
    fireEvent.click(within(picker).getByTestId("picker-confirm"));

    const modal = await screen.findByTestId("compose-modal");
    expect(within(modal).queryByText("Laboratoire Bio")).toBeNull();
    fireEvent.change(within(modal).getByLabelText(TEXTS.compose.content), {
      target: { value: "Bonjour" },
    });
    fireEvent.click(within(modal).getByTestId("compose-send"));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        recipients: ["doc-1", "nurse-1"],
      }),
    );
  });

  it("refuses to send without a recipient, and keeps the text when sending fails", async () => {
    const calls = fakeServer(500);
    const onError = vi.fn();
    const onClose = renderModal(vi.fn(), onError);
    const modal = await screen.findByTestId("compose-modal");
    for (const name of ["Laboratoire Bio", "Paul Martin"]) {
      const remove = within(modal).queryByRole("button", {
        name: format(TEXTS.compose.remove, { name }),
      });
      if (remove) fireEvent.click(remove);
    }
    const content = within(modal).getByLabelText(TEXTS.compose.content);
    fireEvent.change(content, { target: { value: "Bonjour" } });
    fireEvent.click(within(modal).getByTestId("compose-send"));
    expect(within(modal).getByRole("alert").textContent).toBe(TEXTS.share.atLeastOne);
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(within(modal).getByTestId("compose-pick"));
    const picker = await screen.findByTestId("contact-picker");
    fireEvent.click(within(picker).getByLabelText(/Roy/));
    fireEvent.click(within(picker).getByTestId("picker-confirm"));
    fireEvent.click(await screen.findByTestId("compose-send"));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500 }),
        expect.objectContaining({ errorText: TEXTS.messages.sendError }),
      ),
    );
    expect((screen.getByLabelText(TEXTS.compose.content) as HTMLTextAreaElement).value).toBe(
      "Bonjour",
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
