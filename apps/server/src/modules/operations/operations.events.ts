import type { SubmissionDto } from "@reseau/shared";

/**
 * The events of the operations module, emitted after commit; `audience` is computed by the
 * operations policy (a submission's two sides), never by the realtime layer.
 */
declare module "../../platform/events.js" {
  interface DomainEvents {
    /**
     * A submission was proposed (`audience` its receiver) or its status changed (its manager and
     * its receiver) (`submission`).
     */
    submissionChanged: { submission: SubmissionDto; audience: string[] };
  }
}

export {};
