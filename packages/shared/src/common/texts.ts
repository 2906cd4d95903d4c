import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { HEALTH_CARD_TEXTS } from "../accounts/health-card-texts.js";
import { CONTACTS_TEXTS } from "../contacts/texts.js";
import { DOCUMENTS_TEXTS } from "../documents/texts.js";
import { PATIENTS_TEXTS } from "../patients/texts.js";
import { LIFECYCLE_TEXTS } from "../accounts/lifecycle-texts.js";
import { TWO_FACTOR_TEXTS } from "../accounts/two-factor-texts.js";
import { FAMILY_TEXTS } from "../family/texts.js";
import { DIRECTORY_TEXTS } from "../directory/texts.js";
import { RENEWALS_TEXTS } from "../renewals/texts.js";
import { PUSH_TEXTS } from "../push/texts.js";
import { CONVERSATIONS_TEXTS } from "../conversations/texts.js";
import { DASHBOARD_TEXTS } from "../documents/dashboard-texts.js";
import { VIEWER_TEXTS } from "../documents/viewer-texts.js";
import { LABS_TEXTS } from "../labs/texts.js";
import { FOLDERS_TEXTS } from "../documents/folder-texts.js";
import { ORDERS_TEXTS } from "../orders/texts.js";
import { PAYMENTS_TEXTS } from "../payments/texts.js";
import { MARKET_TEXTS } from "../market/texts.js";
import { STOCK_IMPORT_TEXTS } from "../stock-import/texts.js";
import { PRIVACY_TEXTS } from "../privacy/texts.js";
import { LIBRARY_TEXTS } from "../library/texts.js";
import { DRUGS_TEXTS } from "../drugs/texts.js";
import { CONTACT_US_TEXTS } from "../contact-us/texts.js";
import { SHELL_TEXTS } from "../shell/texts.js";
import { LOCATOR_TEXTS } from "../locator/texts.js";
import { INFO_TEXTS } from "../info/texts.js";
import { BANK_ACCOUNT_TEXTS } from "../payments/bank-account-texts.js";
import { CARD_TEXTS } from "../payments/card-texts.js";
import { MARKET_ACCOUNT_TEXTS } from "../payments/account-texts.js";
import { SURVEYS_TEXTS } from "../surveys/texts.js";
import { OPERATIONS_TEXTS } from "../operations/texts.js";
import { STATS_TEXTS } from "../stats/texts.js";
import { AUDIT_TEXTS } from "../audit/texts.js";
import { MEMBERSHIP_TEXTS } from "../membership/texts.js";
import { GROUPS_TEXTS } from "../groups/texts.js";
import { APOTICARE_TEXTS } from "../apoticare/texts.js";
import { COMMON_TEXTS } from "./common-texts.js";

// the texts every domain shares, with `format`, live apart: a bundle that reads only them (the web
// app's first page) does not take every domain's texts with `TEXTS`
export { COMMON_TEXTS, format, minutesText } from "./common-texts.js";

/**
 * Every French text of the product, by domain (000 §8, 001 §8): each domain keeps its texts in
 * `<domain>/texts.ts`, gathered here. A text appears once in the code base; server and web import
 * it from here.
 */
export const TEXTS = {
  ...COMMON_TEXTS,
  ...ACCOUNTS_TEXTS,
  ...HEALTH_CARD_TEXTS,
  ...CONTACTS_TEXTS,
  ...DOCUMENTS_TEXTS,
  ...PATIENTS_TEXTS,
  lifecycle: LIFECYCLE_TEXTS,
  twoFactor: TWO_FACTOR_TEXTS,
  ...FAMILY_TEXTS,
  ...DIRECTORY_TEXTS,
  ...RENEWALS_TEXTS,
  ...PUSH_TEXTS,
  ...CONVERSATIONS_TEXTS,
  ...DASHBOARD_TEXTS,
  ...VIEWER_TEXTS,
  ...LABS_TEXTS,
  ...FOLDERS_TEXTS,
  ...ORDERS_TEXTS,
  ...PAYMENTS_TEXTS,
  ...MARKET_TEXTS,
  ...STOCK_IMPORT_TEXTS,
  ...LIBRARY_TEXTS,
  ...DRUGS_TEXTS,
  ...CONTACT_US_TEXTS,
  ...SHELL_TEXTS,
  ...BANK_ACCOUNT_TEXTS,
  ...CARD_TEXTS,
  ...MARKET_ACCOUNT_TEXTS,
  ...LOCATOR_TEXTS,
  ...INFO_TEXTS,
  ...SURVEYS_TEXTS,
  ...OPERATIONS_TEXTS,
  ...STATS_TEXTS,
  ...AUDIT_TEXTS,
  ...MEMBERSHIP_TEXTS,
  ...GROUPS_TEXTS,
  ...APOTICARE_TEXTS,
  ...PRIVACY_TEXTS,
} as const;
