import { describe, expect, it } from "vitest";
import { makeDocument, makeMessage } from "../../test/factories";
import { groupFeed } from "./groupFeed";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();

describe("« Mon fil » as cards (issue 7 §2)", () => {
  it("puts a document's messages inside its card, oldest first, at the place of its newest item", () => {
    const groups = groupFeed([
      makeMessage("ready", { iddocument: "d1", date: at(30) }),
      makeMessage("hello", { iddocument: null, date: at(20) }),
      makeMessage("processing", { iddocument: "d1", date: at(10) }),
      makeDocument("d1"),
      makeDocument("d2"),
    ]);
    expect(groups.map((g) => `${g.kind}:${g.id}`)).toEqual([
      "document:d1",
      "message:hello",
      "document:d2",
    ]);
    const [card] = groups;
    expect(card?.kind === "document" && card.messages.map((m) => m.id)).toEqual([
      "processing",
      "ready",
    ]);
    expect(card?.kind === "document" && card.document?.id).toBe("d1");
  });

  it("fills the same card when the document comes on the next page, and never repeats an item", () => {
    const firstPage = [makeMessage("m2", { iddocument: "d1", date: at(20) })];
    const secondPage = [
      makeMessage("m2", { iddocument: "d1", date: at(20) }),
      makeMessage("m1", { iddocument: "d1", date: at(10) }),
      makeDocument("d1"),
    ];
    expect(groupFeed(firstPage)).toEqual([
      { kind: "document", id: "d1", document: null, messages: firstPage },
    ]);
    const both = groupFeed([...firstPage, ...secondPage]);
    expect(both).toHaveLength(1);
    expect(both[0]?.kind === "document" && both[0].messages.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(both[0]?.kind === "document" && both[0].document?.id).toBe("d1");
  });
});
