import { format, TEXTS, variantOf, type ContactUsBody } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { escapeHtml } from "../../platform/mailer.js";

/** The address « Nous contacter » mails when neither CONTACT_EMAIL nor MAIL_FROM names one. */
const DEFAULT_CONTACT = "contact@reseau-sante.local";

/** A browser agent as the mail quotes it: one line, at most 300 characters. */
function agentLine(agent: string): string {
  return agent.replace(/[\r\n]+/g, " ").slice(0, 300);
}

/**
 * Mails a « Nous contacter » message to the group's address (CONTACT_EMAIL, else MAIL_FROM's):
 * the message, then the phone when given and the browser's agent (000 §5 "Contact us"), and the
 * account's e-mail when the sender is logged in. The schema has refused an empty or over-long
 * message (400) before; a mail server that fails is an error of the call (500), nothing is
 * stored.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: { body: ContactUsBody; agent: string | null; email: string | null },
): Promise<void> {
  const T = TEXTS.contactUs;
  const app = variantOf(ctx.config.variant ?? null).name;
  const lines = [
    input.body.msg,
    "",
    ...(input.body.num ? [format(T.mailPhone, { phone: input.body.num })] : []),
    ...(input.agent ? [format(T.mailAgent, { agent: agentLine(input.agent) })] : []),
    input.email ? format(T.mailFrom, { email: input.email }) : T.mailAnonymous,
  ];
  const text = lines.join("\n");
  const html = lines
    .map((line) => (line ? `<p style="margin:0 0 12px">${escapeHtml(line)}</p>` : ""))
    .join("");
  await ctx.mailer.send({
    to: contactAddress(ctx),
    subject: format(T.mailSubject, { app }),
    text,
    html,
  });
}

/** The group's address: CONTACT_EMAIL, else the address inside MAIL_FROM. */
function contactAddress(ctx: AppContext): string {
  if (ctx.config.contactEmail) return ctx.config.contactEmail;
  const from = ctx.config.mailFrom ?? "";
  return /<([^>]+@[^>]+)>/.exec(from)?.[1] ?? (from.includes("@") ? from : DEFAULT_CONTACT);
}
