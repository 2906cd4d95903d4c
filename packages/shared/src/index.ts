/**
 * @reseau/shared: the rules, schemas, constants and French texts that the server and the web app
 * share. No I/O here.
 */
export * from "./common/texts.js";
export * from "./common/zod-fr.js";
export * from "./common/meta.js";
export * from "./common/safe-text.js";
export * from "./common/wire.js";
export * from "./accounts/texts.js";
export * from "./contacts/texts.js";
export * from "./documents/texts.js";
export * from "./common/errors.js";
export * from "./common/money.js";
export * from "./common/dates.js";
export * from "./common/search.js";
export * from "./common/endpoint.js";
export * from "./common/apis.js";
export * from "./accounts/identity.js";
export * from "./accounts/users.js";
export * from "./accounts/signup.js";
export * from "./accounts/profile.js";
export * from "./accounts/dto.js";
export * from "./accounts/contracts.js";
export * from "./contacts/contracts.js";
export * from "./logs/contracts.js";
export * from "./documents/types.js";
export * from "./documents/status.js";
export * from "./documents/api.js";
export * from "./documents/compression.js";
export * from "./documents/dto.js";
export * from "./documents/contracts.js";
export * from "./contracts.js";
export * from "./openapi.js";
export * from "./documents/timeline.js";
export * from "./accounts/opening-hours.js";
export * from "./accounts/place.js";
export * from "./patients/texts.js";
export * from "./patients/folders.js";
export * from "./patients/contracts.js";
export * from "./accounts/lifecycle-texts.js";
export * from "./accounts/lifecycle.js";
export * from "./family/index.js";
export * from "./contacts/picker.js";
export * from "./contacts/colour.js";
export * from "./directory/index.js";
export * from "./renewals/index.js";
export * from "./stock-import/index.js";
