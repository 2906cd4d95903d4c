import type { AnyEndpoint } from "./common/endpoint.js";
import { accountsApi } from "./accounts/contracts.js";
import { contactsApi } from "./contacts/contracts.js";
import { documentsApi, messagesApi } from "./documents/contracts.js";
import { directoriesApi } from "./documents/directories.js";
import { logsApi } from "./logs/contracts.js";
import { patientsApi } from "./patients/contracts.js";
import { lifecycleApi } from "./accounts/lifecycle.js";
import { twoFactorApi } from "./accounts/two-factor.js";
import { familyApi, picturesApi } from "./family/contracts.js";
import { renewalsApi } from "./renewals/contracts.js";
import { devicesApi } from "./push/contracts.js";
import { conversationsApi } from "./conversations/contracts.js";
import { statsApi } from "./stats/contracts.js";
import { labsApi } from "./labs/contracts.js";
import { ordersApi } from "./orders/contracts.js";
import { paymentsApi } from "./payments/contracts.js";
import { marketApi } from "./market/contracts.js";
import { stockImportApi } from "./stock-import/contracts.js";
import { libraryApi } from "./library/contracts.js";
import { configApi } from "./config/contracts.js";
import { contactUsApi } from "./contact-us/contracts.js";
import { drugsApi } from "./drugs/contracts.js";
import { locatorApi } from "./locator/contracts.js";
import { operationsApi } from "./operations/contracts.js";
import { surveysApi } from "./surveys/contracts.js";
import { membershipApi } from "./membership/contracts.js";
import { groupsApi } from "./groups/contracts.js";
import { apoticareApi } from "./apoticare/contracts.js";
import { platformApi } from "./platform/contracts.js";
import { privacyApi } from "./privacy/contracts.js";
import { auditApi } from "./audit/contracts.js";

/**
 * Every endpoint of the APIs, by domain: what the OpenAPI description is generated from. A new
 * domain adds its `<domain>Api` here.
 */
export const API_CONTRACTS: Record<string, Record<string, AnyEndpoint>> = {
  platform: platformApi,
  accounts: accountsApi,
  contacts: contactsApi,
  documents: documentsApi,
  messages: messagesApi,
  directories: directoriesApi,
  logs: logsApi,
  patients: patientsApi,
  lifecycle: lifecycleApi,
  twoFactor: twoFactorApi,
  family: familyApi,
  pictures: picturesApi,
  renewals: renewalsApi,
  devices: devicesApi,
  conversations: conversationsApi,
  labs: labsApi,
  orders: ordersApi,
  payments: paymentsApi,
  market: marketApi,
  stockImport: stockImportApi,
  library: libraryApi,
  config: configApi,
  contactUs: contactUsApi,
  drugs: drugsApi,
  locator: locatorApi,
  operations: operationsApi,
  privacy: privacyApi,
  surveys: surveysApi,
  stats: statsApi,
  membership: membershipApi,
  groups: groupsApi,
  apoticare: apoticareApi,
  audit: auditApi,
};
