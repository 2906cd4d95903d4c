/**
 * The accounts module (000 §5, §6, §7 "Session and users"): sign-up, login, profiles, who sees
 * whom. Other modules reach it only through this file.
 */
export { registerAccountRoutes } from "./accounts.routes.js";
export {
  fullProfiles,
  loadUserVisibility,
  loadVisibility,
  loadVisibleUser,
  managerIdsOfAny,
  readUserCard,
} from "./accounts.service.js";
export type { Visibility } from "./accounts.policy.js";
export { toContactCard, toPublicUser } from "./accounts.serialize.js";
export type { UserRow } from "./accounts.schema.js";
export { registerLifecycleRoutes } from "./lifecycle.routes.js";
export { sendActivationLink } from "./lifecycle.service.js";
