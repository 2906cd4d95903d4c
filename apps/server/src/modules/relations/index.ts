/**
 * The relations module: the facts about who knows whom (contacts either way, documents shared and
 * by whom, managers of a user, who created an account) and the one identity rule that reads them
 * (docs/DECISIONS.md "Who sees a patient"). A leaf: no routes, imports no other module; accounts,
 * contacts, documents, family, patients… read it.
 */
export { identityFactsOf, identityVisible, type IdentityFacts } from "./relations.policy.js";
export {
  addContacts,
  areContacts,
  loadIdentityFacts,
  managerIdsOf,
  managerIdsOfAny,
} from "./relations.service.js";
export { sharedByHerSql, sharedForHerByManagerIdsSql } from "./relations.repository.js";
