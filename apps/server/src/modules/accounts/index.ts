/**
 * The accounts module (000 §5, §6, §7 "Session and users"): sign-up, login, profiles, who sees
 * whom. Other modules reach it only through this file; it reads relations, never a module above.
 */
export { registerAccountRoutes } from "./accounts.routes.js";
export {
  fullProfiles,
  loadUserVisibility,
  loadVisibility,
  loadVisibleUser,
  readUserCard,
} from "./accounts.visibility.js";
export type { Visibility } from "./accounts.policy.js";
export { toContactCard } from "./accounts.serialize.js";
export type { UserRow } from "./accounts.schema.js";
export { registerLifecycleRoutes } from "./lifecycle.routes.js";
export { sendActivationLink } from "./lifecycle.service.js";
export { openLoginSession, professionalOfRpps } from "./external-login.js";
