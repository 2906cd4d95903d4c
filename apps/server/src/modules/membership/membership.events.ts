import type { InvitationDto } from "@reseau/shared";

/**
 * The events of the membership module, emitted after commit; `audience` is computed by the
 * service from the invitation (its invitee), never by the realtime layer.
 */
declare module "../../platform/events.js" {
  interface DomainEvents {
    /** A groupement invited an establishment (`newInvitation`, to the invitee). */
    invitationSent: { invitation: InvitationDto; audience: string[] };
  }
}

export {};
