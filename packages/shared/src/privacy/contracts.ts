import { bytesResponse, defineEndpoint } from "../common/endpoint.js";
import { deletionQueuedSchema, exportQueuedSchema, privacyStateSchema } from "./dto.js";
import { deletionBodySchema, exportParams } from "./schemas.js";

/** The RGPD rights of a user over her own account (issue 24 §3): export, erasure, consents. */
export const privacyApi = {
  state: defineEndpoint({
    method: "GET",
    path: "/ws/user/privacy",
    response: privacyStateSchema,
    summary:
      "The legal texts the user accepted (versions and dates), a pending erasure's date, whether an export is being prepared.",
  }),
  requestExport: defineEndpoint({
    method: "POST",
    path: "/ws/user/export",
    response: exportQueuedSchema,
    status: 202,
    summary:
      "Queues the export of all the user's data as a ZIP; a mail brings the link. 409 while one is in preparation.",
  }),
  downloadExport: defineEndpoint({
    method: "GET",
    path: "/ws/user/export/{id}",
    params: exportParams,
    response: bytesResponse,
    summary:
      "The ZIP of an export, as an attachment, to its owner's session only, for 7 days (404 otherwise).",
  }),
  requestDeletion: defineEndpoint({
    method: "POST",
    path: "/ws/user/deletion",
    body: deletionBodySchema,
    response: deletionQueuedSchema,
    status: 202,
    summary:
      "Schedules the erasure of the account after ACCOUNT_DELETION_GRACE_DAYS; logging in before cancels it. 400 for a wrong password.",
  }),
};
