import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { displayName, format, TEXTS } from "@reseau/shared";
import type { Config } from "./config.js";
import { AppError } from "./errors.js";

/** One mail: French subject, plain text and HTML, and the link it carries (logged in the outbox). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link of the mail, logged when it is written to the outbox. */
  link?: string;
}

/** Where the mailer reports: the app's logger (pino's `info` and `error`). */
export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

const DEFAULT_FROM = "Réseau Santé <no-reply@reseau-sante.local>";
// a mail server that does not answer must not hold a request for minutes (nodemailer's defaults)
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * Sends the product's mails (issue 8 §5) with nodemailer: through the SMTP server of
 * `config.smtpUrl`, or, by default (the embedded set-up), writing each message as one `.eml` file
 * under `dataDir/outbox/` and logging its link, so that a new user can follow it. nodemailer is
 * imported with the first mail, not at the server's start.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private readonly smtpUrl: string | undefined;
  private readonly outbox: string | undefined;
  private readonly from: string;
  private readonly publicUrl: string;

  constructor(
    config: Config,
    private readonly log: MailLog,
  ) {
    this.from = config.mailFrom ?? DEFAULT_FROM;
    this.publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    this.smtpUrl = config.smtpUrl;
    this.outbox = config.smtpUrl ? undefined : path.join(config.dataDir, "outbox");
  }

  /** The SMTP transport of `smtpUrl`, or one that gives back the message for the outbox. */
  private transportOf(): Promise<Transporter> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      this.smtpUrl
        ? nodemailer.createTransport({ url: this.smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    );
    return this.transport;
  }

  /**
   * The absolute address of a web page of the app, on `PUBLIC_URL`, with its query encoded.
   * @example mailer.linkTo("/activation", { login: "lea@exemple.fr", token })
   */
  linkTo(page: string, query: Record<string, string>): string {
    const url = new URL(page, `${this.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /**
   * Sends one mail, or writes it to the outbox.
   * @throws AppError 503 `mailUnavailable` (French text) when the mail server refuses it or
   *   cannot be reached; the cause is logged, never the link.
   */
  async send(message: MailMessage): Promise<void> {
    const envelope = {
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
    try {
      const info = await (await this.transportOf()).sendMail(envelope);
      if (this.outbox) {
        await mkdir(this.outbox, { recursive: true });
        const file = path.join(
          this.outbox,
          `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
        );
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        // the embedded set-up has no mail server: the log is how a user follows the link
        this.log.info(
          { to: message.to, subject: message.subject, link: message.link, file },
          "mail written to the outbox",
        );
      } else {
        this.log.info({ subject: message.subject }, "mail sent");
      }
    } catch (error) {
      this.log.error(
        {
          err:
            error instanceof Error ? { name: error.name, message: error.message } : String(error),
          subject: message.subject,
        },
        "mail not sent",
      );
      throw new AppError(503, "mailUnavailable", TEXTS.lifecycle.mailUnavailable);
    }
  }

  /** Closes the SMTP connections, if any. */
  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}

/** What a product mail says: a greeting, paragraphs, one button, a last line. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  footer: string[];
}

/**
 * The greeting of a product mail to `user` (« Bonjour Léa Martin, »), anonymous (« Bonjour, »)
 * when she has no name but her e-mail.
 */
export function greetingOf(user: Parameters<typeof displayName>[0]): string {
  const name = displayName(user);
  return name && name !== user.email
    ? format(TEXTS.lifecycle.mail.greeting, { name })
    : TEXTS.lifecycle.mail.greetingAnonymous;
}

/** `&`, `<`, `>`, `"` and `'` as HTML entities: every value a mail's HTML interpolates. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The text and HTML versions of a product mail, in the same words; every value escaped in the
 * HTML. The button's address is printed in full too, for mail readers that hide links.
 */
export function composeMail(content: MailContent): MailMessage {
  const { button } = content;
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    button.href,
    "",
    ...content.footer.flatMap((line) => [line, ""]),
    TEXTS.lifecycle.mail.signature,
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const href = escapeHtml(button.href);
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join("\n")}
<p style="margin:24px 0"><a href="${href}" style="background:#1864ab;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057;word-break:break-all">${href}</p>
${content.footer.map(paragraph).join("\n")}
${paragraph(TEXTS.lifecycle.mail.signature)}
</body></html>
`;
  return { to: content.to, subject: content.subject, text, html, link: button.href };
}
