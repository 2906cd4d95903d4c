/**
 * The whole Drizzle schema: each module owns its tables in `modules/<domain>/<domain>.schema.ts`
 * (found by drizzle-kit with a glob); this barrel gathers them for the typed client, the seed and
 * the test reset.
 */
export * from "../modules/accounts/accounts.schema.js";
export * from "../modules/contacts/contacts.schema.js";
export * from "../modules/documents/documents.schema.js";
export * from "../modules/documents/directories.schema.js";
export * from "../modules/logs/logs.schema.js";
export * from "../modules/pictures/pictures.schema.js";
export * from "../modules/market/market.schema.js";
export * from "../modules/renewals/renewals.schema.js";
export * from "../modules/push/push.schema.js";
export * from "../modules/labs/labs.schema.js";
export * from "../modules/stock-import/stock-import.schema.js";
export * from "../modules/library/library.schema.js";
export * from "../modules/drugs/drugs.schema.js";
export * from "../modules/payments/payments.schema.js";
export * from "../modules/operations/operations.schema.js";
export * from "../modules/surveys/surveys.schema.js";
export * from "../modules/membership/membership.schema.js";
export * from "../modules/groups/groups.schema.js";
export * from "../modules/apoticare/apoticare.schema.js";
export * from "../modules/privacy/privacy.schema.js";
export * from "../modules/audit/audit.schema.js";
export * from "../modules/two-factor/two-factor.schema.js";
