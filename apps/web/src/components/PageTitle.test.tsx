import { Modal } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { PageTitle } from "./PageTitle";

describe("the design system's accessibility pieces (issue 7 §3)", () => {
  it("a page has one h1 and its own title in the browser tab", () => {
    renderWithProviders(<PageTitle>Mon fil</PageTitle>);
    expect(screen.getByRole("heading", { level: 1, name: "Mon fil" })).toBeTruthy();
    expect(document.title).toBe("Mon fil · Réseau Santé");
  });

  it("a modal's close button is named « Fermer »", async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Envoyer une ordonnance">
        contenu
      </Modal>,
    );
    expect(await screen.findByRole("button", { name: "Fermer" })).toBeTruthy();
  });
});
