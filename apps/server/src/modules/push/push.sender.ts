import type { FastifyBaseLogger } from "fastify";
import {
  format,
  messageAlert,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type PushPayload,
} from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { vapidKeys } from "../../platform/vapid.js";
import type { PushDeviceRow } from "../../db/schema.js";
import * as repo from "./push.repository.js";
import { pushRecipients } from "./push.policy.js";

/** Pushes sent at the same time, at most (the rest wait their turn). */
const PUSH_CONCURRENCY = 4;
/** How long a push service has to answer, in ms. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for an offline browser, in seconds (one day). */
const PUSH_TTL_SECONDS = 86_400;
/** Longest text a push carries, in characters (a push payload is at most 4 KB). */
const PUSH_BODY_MAX = 1_000;

/**
 * Sends web pushes (issue 9 §5) after the domain events that call for one, never in the
 * request's way: each event only queues work; at most `PUSH_CONCURRENCY` pushes are in flight;
 * a failure is logged and a subscription the push service says is gone (404, 410) is deleted.
 */
export class PushSender {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues a push of `payload` to every device of `recipients`. */
  notify(recipients: readonly string[], payload: PushPayload): void {
    if (recipients.length === 0) return;
    this.enqueue(async () => {
      const devices = await repo.devicesOf(this.ctx.db, recipients);
      for (const device of devices) this.enqueue(() => this.send(device, payload));
    });
  }

  /** Resolves once nothing is queued or in flight (tests wait on it before asserting "none"). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private enqueue(task: () => Promise<void>): void {
    this.waiting.push(task);
    this.pump();
  }

  private pump(): void {
    while (this.running < PUSH_CONCURRENCY && this.waiting.length > 0) {
      const task = this.waiting.shift() as () => Promise<void>;
      this.running += 1;
      void task()
        .catch((error: unknown) => this.log.error({ err: error }, "push failed"))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.running === 0 && this.waiting.length === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }

  /** One encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292) to one device. */
  private async send(device: PushDeviceRow, payload: PushPayload): Promise<void> {
    const [keys, { default: webPush }] = await Promise.all([
      vapidKeys(this.ctx.config),
      // imported with the first push, not at the server's start
      import("web-push"),
    ]);
    const details = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapidSubject(this.ctx), ...keys },
        TTL: PUSH_TTL_SECONDS,
        urgency: "high",
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    // fetch rather than web-push's own https request: the same code reaches an http endpoint
    // of a test, and the time-out is one signal
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: "error",
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await repo.deleteDeviceById(this.ctx.db, device.id);
      this.log.info({ status: response.status }, "push subscription gone, device removed");
    } else if (!response.ok) {
      this.log.warn({ status: response.status }, "push refused by the push service");
    }
  }
}

/** Who the push services may contact about our pushes: the public https URL, or a mailto. */
function vapidSubject(ctx: AppContext): string {
  const url = ctx.config.publicUrl;
  if (url?.startsWith("https://")) return url;
  const address = /<([^>]+)>/.exec(ctx.config.mailFrom ?? "")?.[1] ?? ctx.config.mailFrom;
  return `mailto:${address && address.includes("@") ? address : "no-reply@reseau-sante.local"}`;
}

/** A text cut to `PUSH_BODY_MAX` characters. */
function clipped(text: string): string {
  return text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text;
}

/**
 * The push of a message, titled by its sender (`messageAlert`: « Message de {name} »), its text
 * and its document's id, to its audience without the sender.
 */
function messagePush(message: MessageDto, audience: readonly string[]) {
  const alert = messageAlert({ content: message.content, senderName: message.senderInfo?.name });
  const payload: PushPayload = {
    kind: "newMsg",
    title: alert.title,
    body: clipped(alert.body),
    iddocument: message.iddocument,
    idmessage: message.id,
  };
  return { recipients: pushRecipients(audience, message.sender), payload };
}

/** The push of a shared document (its name and id), to the new recipients and their managers. */
function documentPush(document: DocumentDto, audience: readonly string[]) {
  const payload: PushPayload = {
    kind: "newDoc",
    title: TEXTS.notification,
    body: clipped(format(TEXTS.push.newDocument, { name: document.name })),
    iddocument: document.id,
    idmessage: null,
  };
  return { recipients: pushRecipients(audience, null), payload };
}

const senders = new WeakMap<AppContext, PushSender>();

/**
 * Subscribes the push sender to the domain events (issue 9 §5): every notified message
 * (`notify` true) and every newly shared document. Called once per app by the module.
 */
export function startPushSender(ctx: AppContext, log: FastifyBaseLogger): PushSender {
  const sender = new PushSender(ctx, log);
  senders.set(ctx, sender);
  ctx.events.on("messageSent", ({ message, audience }) => {
    if (!message.notify) return;
    const { recipients, payload } = messagePush(message, audience);
    sender.notify(recipients, payload);
  });
  ctx.events.on("documentShared", ({ document, audience }) => {
    const { recipients, payload } = documentPush(document, audience);
    sender.notify(recipients, payload);
  });
  return sender;
}

/** Resolves once every push queued so far has been sent or has failed (tests, shutdown). */
export function pushesSettled(ctx: AppContext): Promise<void> {
  return senders.get(ctx)?.idle() ?? Promise.resolve();
}
