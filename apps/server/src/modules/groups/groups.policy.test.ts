import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { actor, outcome, userRow } from "../../test/rows.js";
import { groupPolicy, leaveRefusal, membersChangeRefusal } from "./groups.policy.js";

const creator = actor(userRow("creator", "patient"));
const member = actor(userRow("member", "patient"));
const removed = actor(userRow("removed", "patient"));
const stranger = actor(userRow("stranger", "pharmacy"));
const group = { idcreator: "creator", members: ["creator", "member"] };

describe("groups policy (issue 21 §2)", () => {
  it.each([
    ["its creator", creator, "allowed", "allowed"],
    ["a member", member, "allowed", 403],
    ["a removed member", removed, 404, 404],
    ["a stranger", stranger, 404, 404],
  ] as const)("%s: read %s, manage %s", (_case, who, read, manage) => {
    expect(outcome(groupPolicy, "read", who, group)).toBe(read);
    if (read === "allowed") expect(outcome(groupPolicy, "manage", who, group)).toBe(manage);
  });

  it("a change of members: reachable users only, the creator stays, 50 at most", () => {
    const change = { group, add: ["a"], remove: [], addressable: ["a"] };
    expect(membersChangeRefusal(change)).toBeNull();
    expect(membersChangeRefusal({ ...change, addressable: [] })).toBe(
      TEXTS.groups.membersUnreachable,
    );
    expect(membersChangeRefusal({ ...change, add: [], remove: ["creator"] })).toBe(
      TEXTS.groups.creatorStays,
    );
    const many = Array.from({ length: 49 }, (_, i) => `u${i}`);
    expect(membersChangeRefusal({ ...change, add: many, addressable: many })).toBe(
      "Un groupe compte au plus 50 membres.",
    );
    expect(
      membersChangeRefusal({ ...change, add: many, remove: ["member"], addressable: many }),
    ).toBeNull();
  });

  it("leaving: a member may, its creator deletes it instead (400)", () => {
    expect(leaveRefusal("member", group)).toBeNull();
    expect(leaveRefusal("creator", group)).toBe(TEXTS.groups.creatorCannotLeave);
  });
});
