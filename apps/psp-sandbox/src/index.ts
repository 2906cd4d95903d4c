export {
  startSandbox,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_ID,
  type Sandbox,
  type SandboxOptions,
} from "./sandbox.js";
export { TEST_CARDS, TOKENISATION_ERRORS, type TestCard } from "./cards.js";
export type { HookDelivery, HookFaults } from "./hooks.js";
