import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as its reader sees it: who it is for, the subject, the text, the HTML and its links. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address of the text version, in order. */
  links: string[];
}

/**
 * A real SMTP server in the test process (`smtp-server`), on a free local port: give its `url`
 * as `smtpUrl` to the app under test, then `next(address)` waits for the next mail to that
 * address, parsed by `mailparser` as a mail reader would.
 */
export interface TestMailbox {
  url: string;
  /** Every mail received so far, oldest first. */
  readonly received: ReceivedMail[];
  /** The next mail to `address` not yet taken (one already received counts). @throws after `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Waits `ms` and answers the mails to `address` not yet taken (to assert that none came). */
  settle(address: string, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Starts a mailbox on 127.0.0.1 and a free port (no TLS, no authentication). */
export async function startMailbox(): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
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
          const mail: ReceivedMail = {
            to,
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
          };
          received.push(mail);
          const waiter = waiters.find((w) => to.includes(w.address));
          if (waiter) {
            waiters.splice(waiters.indexOf(waiter), 1);
            taken.add(mail);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const untaken = (address: string) =>
    received.filter((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(address, timeoutMs = 5_000) {
      const [ready] = untaken(address);
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = { address: address.toLowerCase(), resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index < 0) return;
          waiters.splice(index, 1);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    async settle(address, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const mails = untaken(address);
      for (const mail of mails) taken.add(mail);
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
