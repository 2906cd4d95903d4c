import type { SendDocumentInput } from "./useSendDocument";

/** A document prepared by a user whose session ended before it could be sent. */
interface PendingUpload {
  userId: string;
  input: SendDocumentInput;
}

// in memory only: it survives the way to /login and back (no page reload), never a reload,
// and never reaches storage a stranger could read on a shared computer
let pending: PendingUpload | null = null;

/**
 * Keeps a prepared document to send once `userId` has logged in again (000 §4 Document-add flow:
 * "otherwise the document is saved after connecting"). Replaces any earlier one.
 */
export function keepUntilLoggedIn(userId: string, input: SendDocumentInput): void {
  pending = { userId, input };
}

/**
 * The document kept for `userId`, removed from the store. A different user logging in gets
 * nothing, and the document is dropped: it was not theirs.
 */
export function takePendingUpload(userId: string): SendDocumentInput | null {
  const kept = pending;
  pending = null;
  return kept?.userId === userId ? kept.input : null;
}
