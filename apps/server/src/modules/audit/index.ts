/**
 * The audit module (issue 24 §2): who read which health document. A leaf: documents and labs
 * record their reads through `recordRead`; the RGPD export and erasure (issue 24 §3) read and
 * delete through `auditEntriesOf` and `deleteAuditOf`. Other modules reach it only here.
 */
export { registerAuditRoutes } from "./audit.routes.js";
export { auditEntriesOf, deleteAuditOf, recordRead } from "./audit.service.js";
