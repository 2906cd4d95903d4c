import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DocumentAddModal } from "./DocumentAddModal";
import { sendDocument } from "./useSendDocument";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const pharmacy = makeUser("pharmacy", {
  id: "pharmacy-1",
  name: "Pharmacie du Centre",
  mainName: "Pharmacie du Centre",
});
const optician = makeUser("professional", {
  id: "optician-1",
  firstName: "Claire",
  lastName: "Morel",
  mainName: "Claire Morel",
  profession: "OPTICIAN",
});
const doctor = makeUser("professional", {
  id: "doctor-1",
  firstName: "Paul",
  lastName: "Durand",
  mainName: "Paul Durand",
  profession: "DOCTOR",
});

describe("sharing from the document-add flow (issue 8 §2: the picker)", () => {
  it("offers the pharmacy and optician contacts in the share picker, the default pharmacy kept", async () => {
    mockFetch((call) =>
      call.url === "/ws/contacts"
        ? { status: 200, body: [pharmacy, optician, doctor] }
        : { status: 200, body: pharmacy },
    );
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient", { idpharma: "pharmacy-1" }),
    });
    fireEvent.click(await screen.findByTestId("share-more"));
    expect(await screen.findByText("Destinataires")).toBeTruthy();
    // a doctor is no recipient of a prescription here: pharmacies and opticians only
    expect(screen.queryByRole("checkbox", { name: /Paul Durand/ })).toBeNull();
    const kept = screen.getByRole("checkbox", { name: /Pharmacie du Centre/ }) as HTMLInputElement;
    expect(kept.checked).toBe(true);
    fireEvent.click(kept);
    expect(screen.getByRole("alert").textContent).toBe(
      "Impossible d'annuler le partage du document.",
    );
    fireEvent.click(screen.getByRole("checkbox", { name: /Claire Morel/ }));
    fireEvent.click(screen.getByTestId("picker-confirm"));
    await waitFor(() => expect(screen.getByText(/Aussi partagé avec : Claire Morel/)).toBeTruthy());
  });

  it("shares with the pharmacy and the picked contacts in one call", async () => {
    const calls = mockFetch((call) =>
      call.url === "/feed/documents"
        ? { status: 201, body: makeDocument("d9") }
        : { status: 200, body: makeDocument("d9") },
    );
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" });
    const result = await sendDocument({
      prepared: { blob, mime: "image/jpeg" },
      name: "Ordonnance",
      idpharma: "pharmacy-1",
      others: ["optician-1", "pharmacy-1"],
    });
    expect(result.sharedWithPharmacy).toBe(true);
    expect(calls[1]?.body).toEqual({ sharers: ["pharmacy-1", "optician-1"] });
  });
});
