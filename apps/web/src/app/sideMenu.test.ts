import { appConfigOf, TEXTS, type AppConfig } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { makeUser } from "../test/factories";
import { externalHref, sideMenuEntries, type SideMenuEntry } from "./sideMenu";

const patient = makeUser("patient");
const OFF = { groupMode: false, networkMode: false };

function labels(config: AppConfig): string[] {
  return sideMenuEntries(config, patient).map((entry) => entry.label);
}

function find(config: AppConfig, key: string): SideMenuEntry | undefined {
  return sideMenuEntries(config, patient).find((entry) => entry.key === key);
}

describe("the side menu's entries (001 §2)", () => {
  it("lists the generic app's entries in the spec's order, without the group entries", () => {
    expect(labels(appConfigOf(null, OFF))).toEqual([
      "Pharmacie en ligne",
      "Envoyer une ordonnance",
      "Annuaire",
      "Contacts",
      "Mes commandes",
      "Mes cartes de paiement",
      "Ma famille",
      TEXTS.renewals.navLabel,
      "Mes dossiers",
      "Guide des médicaments",
      "Mon compte",
      "Urgences",
      "Aide",
      "Déconnexion",
    ]);
  });

  it("adds the sharing groups and the booking sites in a group's app, and the folders expand", () => {
    const config = appConfigOf("pharmavance", OFF);
    const all = labels(config);
    expect(all.indexOf("Groupes")).toBe(all.indexOf("Contacts") + 1);
    expect(all).toContain("Rendez-vous médicaux");
    const folders = find(config, "folders");
    expect(folders?.kind === "group" && folders.children.map((child) => child.label)).toEqual([
      "Tous",
      "Ordonnances",
      "Optique",
      "Résultats d'analyse",
      "Radiologie",
      "Vaccins",
    ]);
    const appointments = find(config, "appointments");
    const opens =
      appointments?.kind === "group"
        ? appointments.children.map((child) => child.kind === "external" && child.link.open)
        : [];
    // one booking site in a new window, two in the webview (001 §2)
    expect(opens.filter((open) => open === "window")).toHaveLength(1);
    expect(opens.filter((open) => open === "webview")).toHaveLength(2);
  });

  it("turns the group entries on in group mode, whatever the brand", () => {
    expect(labels(appConfigOf(null, { groupMode: true, networkMode: false }))).toContain(
      "Rendez-vous médicaux",
    );
  });

  it("offers « Mes commandes » only where the marketplace takes orders", () => {
    expect(labels(appConfigOf("pharmacorp", OFF))).not.toContain("Mes commandes");
  });

  it("offers the payment account where the marketplace takes orders: her cards, its wallet", () => {
    expect(find(appConfigOf(null, OFF), "market-account")).toMatchObject({
      to: "/compte-marketplace-patient",
    });
    expect(labels(appConfigOf("pharmacorp", OFF))).not.toContain("Mes cartes de paiement");
    const pharmacy = sideMenuEntries(appConfigOf(null, OFF), makeUser("pharmacy"));
    expect(pharmacy.find((entry) => entry.key === "market-account")).toMatchObject({
      label: "Mon compte de paiement",
      to: "/compte-marketplace-pharmacie",
    });
  });

  it("offers the beauty questionnaire in apoticare only", () => {
    expect(labels(appConfigOf("apoticare", OFF))).toContain(TEXTS.shell.questionnaire);
    expect(labels(appConfigOf("galien", OFF))).not.toContain(TEXTS.shell.questionnaire);
  });

  it("offers the loyalty card in galien (webview) and well (new window), once the group gave its site", () => {
    const url = "https://fidelite.exemple.fr/";
    expect(labels(appConfigOf("galien", OFF))).not.toContain("Carte de fidélité");
    const galien = find(appConfigOf("galien", { ...OFF, loyaltyCardUrl: url }), "loyalty");
    expect(galien?.kind === "external" && externalHref(galien.link)).toBe(
      "/iframe/carte-fidelite/redirection/open",
    );
    const well = find(appConfigOf("well", { ...OFF, loyaltyCardUrl: url }), "loyalty");
    expect(well?.kind === "external" && externalHref(well.link)).toBe(url);
    expect(labels(appConfigOf("cos", { ...OFF, loyaltyCardUrl: url }))).not.toContain(
      "Carte de fidélité",
    );
  });
});
