import { describe, expect, it } from "vitest";
import { endpointAllowed, pushRecipients } from "./push.policy.js";

describe("where a push may go (issue 9 §5)", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", false, true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", false, true],
    ["https://wns2-par02p.notify.windows.com/w/?token=abc", false, true],
    ["https://web.push.apple.com/abc", false, true],
    ["http://fcm.googleapis.com/fcm/send/abc", false, false],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false, false],
    ["https://evil-fcm.googleapis.com.exemple.fr/x", false, false],
    ["https://127.0.0.1/x", false, false],
    ["http://127.0.0.1:4000/push/x", false, false],
    ["http://127.0.0.1:4000/push/x", true, true],
    ["ftp://127.0.0.1/x", true, false],
    ["pas une adresse", true, false],
  ])("%s (any endpoint: %s) → %s", (endpoint, any, allowed) => {
    expect(endpointAllowed(endpoint, any)).toBe(allowed);
  });

  it("goes to the audience without the sender, once each", () => {
    expect(pushRecipients(["a", "b", "a", "s"], "s")).toEqual(["a", "b"]);
    expect(pushRecipients(["a"], null)).toEqual(["a"]);
    expect(pushRecipients(["s"], "s")).toEqual([]);
  });
});
