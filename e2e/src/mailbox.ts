import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as its reader sees it: subject, text, and the http(s) links of the text. */
export interface ReceivedMail {
  subject: string;
  text: string;
  links: string[];
}

/**
 * A real SMTP server in the journey's process (`smtp-server`, parsed by `mailparser`): the server
 * under test gets `SMTP_URL=url`; `next(address)` waits for the next mail to that address. (The
 * server's HTTP tests have the same helper in `apps/server/src/test/mailbox.ts`.)
 */
export interface JourneyMailbox {
  url: string;
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts the mailbox on 127.0.0.1 and a free port. */
export async function startMailbox(): Promise<JourneyMailbox> {
  const inbox: { to: string[]; mail: ReceivedMail }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap(
            (address) => address.value.map((v) => (v.address ?? "").toLowerCase()),
          );
          const text = parsed.text ?? "";
          const links = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
          inbox.push({ to, mail: { subject: parsed.subject ?? "", text, links } });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async next(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = inbox.findIndex((entry) => entry.to.includes(address.toLowerCase()));
        if (index >= 0) return inbox.splice(index, 1)[0]!.mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
