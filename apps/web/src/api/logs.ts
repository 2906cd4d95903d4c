import { logsApi } from "@reseau/shared";
import { call } from "./call";

/**
 * `POST /logs` `{error, context}` (000 §7, §8): reports a client error to the server. Never
 * throws: a failed report is dropped so that reporting cannot loop.
 */
export async function postLog(error: string, context: string): Promise<void> {
  try {
    await call(logsApi.post, { body: { error, context } });
  } catch {
    // nothing more to do: the server is unreachable or refuses the report
  }
}
