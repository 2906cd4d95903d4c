import { describe, expect, it } from "vitest";
import { errorBodySchema } from "./errors.js";
import { readErrorBody } from "./wire.js";

describe("readErrorBody", () => {
  // the zod-free reader of the first page agrees with the contract's schema on every shape
  const bodies: unknown[] = [
    { error: "notFound", message: "Ressource introuvable." },
    { error: "wrongApp", message: "Vous n'avez pas accès à cette application.", title: "Accès" },
    { error: "server", message: "" },
    { error: "x", message: "y", title: 3 },
    { error: "x" },
    { message: "y" },
    { error: 1, message: "y" },
    "Erreur serveur",
    null,
    undefined,
    [],
    42,
  ];
  it.each(bodies.map((body) => [JSON.stringify(body) ?? "undefined", body]))(
    "reads %s as errorBodySchema does",
    (_label, body) => {
      const parsed = errorBodySchema.safeParse(body);
      expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it("keeps only the three fields of the contract", () => {
    expect(readErrorBody({ error: "e", message: "m", stack: "…" })).toEqual({
      error: "e",
      message: "m",
    });
  });
});
