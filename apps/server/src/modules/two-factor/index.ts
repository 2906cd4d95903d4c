/**
 * The second factor (issue 24 §1): TOTP with recovery codes, codes by e-mail, the login's pending
 * step and remembered browsers. Below `accounts`, whose login route asks it whether a second step
 * is due and passes it; it reads the users table, never a module's code.
 */
export { registerTwoFactorRoutes } from "./two-factor.routes.js";
export {
  exemptEveryAccount,
  mailNewCode,
  passSecondStep,
  secondStepFor,
} from "./two-factor.service.js";
export {
  challengeTokenOf,
  clearChallengeCookie,
  setChallengeCookie,
  setTrustedCookie,
  trustedTokenOf,
} from "./two-factor.cookies.js";
