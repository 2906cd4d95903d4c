import type { FastifyInstance } from "fastify";
import { contactUsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { sendContactMessage } from "./contact-us.service.js";

/** Messages a visitor may send per address per hour: a form, not a mailing tool. */
const CONTACT_US_PER_HOUR = 10;

/** `POST /ws/contact-us` (issue 19 §4): public, XSRF as every write, 10 an hour per address. */
export function registerContactUsRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app, ctx).open(
    contactUsApi.send,
    async ({ actor, body, request }) => {
      const user = await actor();
      await sendContactMessage(ctx, {
        body,
        agent: request.headers["user-agent"] ?? null,
        email: user?.user.email ?? null,
      });
      return { ok: true as const };
    },
    { rateLimit: { max: CONTACT_US_PER_HOUR, timeWindow: 3_600_000 } },
  );
}
