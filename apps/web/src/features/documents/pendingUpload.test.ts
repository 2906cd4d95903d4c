import { describe, expect, it } from "vitest";
import { keepUntilLoggedIn, takePendingUpload } from "./pendingUpload";
import type { SendDocumentInput } from "./useSendDocument";

const input: SendDocumentInput = {
  prepared: { blob: new Blob(["x"]), mime: "image/jpeg" },
  name: "Ordonnance du 22/11/2026",
  idpharma: "pharmacy-1",
};

describe("a document kept while the session is renewed (000 §4)", () => {
  it("is handed back once, to the same user", () => {
    keepUntilLoggedIn("patient-1", input);
    expect(takePendingUpload("patient-1")).toBe(input);
    expect(takePendingUpload("patient-1")).toBeNull();
  });

  it("is dropped when someone else logs in on this browser", () => {
    keepUntilLoggedIn("patient-1", input);
    expect(takePendingUpload("patient-2")).toBeNull();
    expect(takePendingUpload("patient-1")).toBeNull();
  });
});
