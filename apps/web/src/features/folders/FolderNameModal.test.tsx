import { createDirectorySchema, TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { FolderNameModal } from "./FolderNameModal";

describe("FolderNameModal", () => {
  it("starts from the name given, says what the schema refuses, and hands over the name", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <FolderNameModal
        opened
        title={TEXTS.folders.createTitle}
        initialName="Bilan"
        maxLength={100}
        schema={createDirectorySchema}
        pending={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: TEXTS.folders.createTitle });
    const field = within(dialog).getByLabelText(TEXTS.folders.nameLabel, { exact: false });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("Bilan"));
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.folders.save }));
    expect(await within(dialog).findByText(TEXTS.folders.nameRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: " Vaccins " } });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.folders.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Vaccins"));
  });
});
