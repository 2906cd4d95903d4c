import { TEXTS, type ProfileUpdate, type PublicUser } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { ProfileForm } from "./ProfileForm";

const T = TEXTS.proProfile;
const SAVE = TEXTS.lifecycle.pages.saveButton;

/** The form for `user`, its save answering the user with the update merged. */
function renderForm(user: PublicUser) {
  const save = vi.fn(async (update: ProfileUpdate) => ({ ...user, ...update }) as PublicUser);
  const onSaved = vi.fn();
  renderWithProviders(<ProfileForm user={user} save={save} onSaved={onSaved} />, { user });
  return { save, onSaved };
}

describe("ProfileForm (/compte, the contact page's EDIT_MODE)", () => {
  it("an establishment edits its site, description and opening hours, refused a site that is not http or https", async () => {
    const pharmacy = makeUser("pharmacy", {
      url: null,
      description: null,
      openingHours: JSON.stringify([{ day: 0, open: "09:00", close: "19:00" }]),
    });
    const { save } = renderForm(pharmacy);
    const site = screen.getByLabelText(T.url, { selector: "input" });
    fireEvent.change(site, { target: { value: "ftp://pharmacie.fr" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    expect(await screen.findByText(TEXTS.profile.urlInvalid)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(site, { target: { value: "https://pharmacie.fr" } });
    fireEvent.change(screen.getByLabelText(T.description), {
      target: { value: "Ouverte le samedi" },
    });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      url: "https://pharmacie.fr",
      description: "Ouverte le samedi",
      openingHours: JSON.stringify([{ day: 0, open: "09:00", close: "19:00" }]),
    });
  });

  it("a patient has no site, description or opening hours", () => {
    renderForm(makeUser("patient"));
    expect(screen.queryByLabelText(T.url, { selector: "input" })).toBeNull();
    expect(screen.queryByLabelText(T.description)).toBeNull();
    expect(screen.getByLabelText("Téléphone")).toBeTruthy();
  });
});
