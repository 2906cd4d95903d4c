import { api } from "./client";

/**
 * `POST /logs` `{error, context}` (000 §7, §8): reports a client error to the server. Never
 * throws: a failed report is dropped so that reporting cannot loop.
 */
export async function postLog(error: string, context: string): Promise<void> {
  try {
    await api.post<void>("/logs", { error, context });
  } catch {
    // nothing more to do: the server is unreachable or refuses the report
  }
}
