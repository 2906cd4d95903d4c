/**
 * Names of the wire contract that both ends write (docs/DECISIONS.md "Wire contract"): the
 * readable XSRF cookie the server sets, and the header that must echo it on every POST, PUT,
 * PATCH and DELETE. HTTP header names are case-insensitive; Node reads them in lower case.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** See `XSRF_COOKIE`. */
export const XSRF_HEADER = "X-XSRF-TOKEN";
