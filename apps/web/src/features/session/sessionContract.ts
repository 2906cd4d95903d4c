import { accountsApi } from "@reseau/shared";
import { checkAnswer } from "../../api/call";

/**
 * Checks the session's answer against `accountsApi.me` (development and tests only: `session.ts`
 * fetches this file only then). @throws Error naming the field that drifts from the contract.
 */
export function checkSessionAnswer(answer: unknown): void {
  checkAnswer(accountsApi.me, answer);
}
