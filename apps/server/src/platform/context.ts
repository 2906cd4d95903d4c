import type { Db } from "../db/client.js";
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { EventBus } from "./events.js";
import type { LoginThrottle } from "./login-throttle.js";
import type { Mailer } from "./mailer.js";
import type { SessionStore } from "./sessions.js";
import type { FileStorage } from "./storage.js";
import type { Jobs } from "./jobs.js";

/** What every module receives: the database and the platform services of one app instance. */
export interface AppContext {
  config: Config;
  db: Db;
  /** `db` for the feed's prepared statements, planned once (`Database.plannedOnceDb`). */
  plannedOnceDb: Db;
  /** Which engine `db` is (`Database.kind`): the embedded PGlite or a PostgreSQL server. */
  databaseKind: "pglite" | "postgres";
  sessions: SessionStore;
  storage: FileStorage;
  events: EventBus;
  loginThrottle: LoginThrottle;
  /** Mail of the account lifecycle: SMTP, or `.eml` files in the outbox (issue 8 §5). */
  mailer: Mailer;
  /** The time of the domain (`platform/clock.ts`): the real one, or a test's. */
  clock: Clock;
  /** The job queue (`platform/jobs.ts`); undefined when `config.jobs` is off. */
  jobs?: Jobs;
}
