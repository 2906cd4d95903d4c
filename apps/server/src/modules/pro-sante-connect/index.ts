/**
 * Pro Santé Connect (issue 24 §4): professionals log in through the national OpenID provider of
 * health professionals (`openid-client`), an adapter beside the password login. Off unless
 * PSC_ISSUER, PSC_CLIENT_ID and PSC_CLIENT_SECRET are set.
 */
export { PSC_STRONG_AUTH, registerProSanteConnectRoutes } from "./pro-sante-connect.routes.js";
