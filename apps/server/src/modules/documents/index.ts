/**
 * The documents module (000 §4, §7 "Feed and documents"): documents, sharing, the feed, the
 * status-change action and messages. Other modules reach it only through this file.
 */
import "./documents.events.js";

export { registerDocumentRoutes } from "./documents.routes.js";
export {
  fillMissingThumbnails,
  loadReadable,
  moveStatusQuietly,
  recordOpening,
  storeNewDocuments,
  sweepFiles,
} from "./documents.service.js";
export {
  readRenewableDocument,
  sendNotice,
  sendRenewalMessage,
  setRenewalDocumentStatus,
  type RenewableDocument,
} from "./renewal-hooks.js";
export { changeStatus } from "./status.service.js";
export { readGroupFeed, readOperationDocuments } from "./conversation.service.js";
export { addressableAmong } from "./messages.service.js";
export { registerUploadImporter } from "./documents.importers.js";
export { toDocumentDto, toUserSummary } from "./documents.serialize.js";
export { changeTime } from "./documents.clock.js";
export type { DocumentAccess } from "./documents.repository.js";
export type { UploadBody } from "./documents.service.js";
export {
  markPaymentRequestPaid,
  readPaymentRequest,
  type PaymentRequest,
} from "./payment-request.js";
