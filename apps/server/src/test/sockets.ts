import { randomUUID } from "node:crypto";
import type { Server } from "socket.io";
import type { Socket } from "socket.io-client";
import type { ServerToClientEvents } from "@reseau/shared";
import { userRoom } from "../realtime/realtime.js";
import type { TestApp, TestClient } from "./harness.js";

/** A socket event's name. */
type EventName = keyof ServerToClientEvents;
/** One event a test socket received. */
interface Received {
  event: EventName;
  payload: unknown;
}

/** The socket.io events the tests listen to: every event of namespace `/`. */
const EVENTS: readonly EventName[] = [
  "newDoc",
  "newMsg",
  "updateDoc",
  "updateMsg",
  "deleteDoc",
  "submission",
  "newInvitation",
  "groupChanged",
];
/** A test-only event, never sent by the product: marks "everything before has arrived". */
const BARRIER = "test:barrier";
/** How long a test waits for an event before failing, in ms. */
const EVENT_TIMEOUT_MS = 2000;

/** A user's connected socket, recording what it receives. */
export interface Listener {
  /** Every event received so far, in order. */
  received: Received[];
  /** The payload of the first `event` received (already or to come). @throws after 2 s. */
  next(event: EventName): Promise<unknown>;
  /**
   * Resolves once every event the server sent this socket before the call has arrived: the
   * server sends a barrier to the user's room, and one connection keeps its order. What
   * `received` holds then is all there is, without sleeping.
   */
  settled(): Promise<void>;
}

/**
 * Connects `client`'s socket to the test app and records its events (see `Listener`). The caller
 * disconnects it with `disconnectAll` at the end of the file.
 */
export async function listen(t: TestApp, url: string, client: TestClient): Promise<Listener> {
  if (!client.user) throw new Error("listen: the client is not signed in");
  const room = userRoom(client.user.id);
  const socket = await client.socket(url);
  opened.push(socket);
  const received: Received[] = [];
  const waiters = new Set<{
    matches: (event: string, payload: unknown) => boolean;
    done: () => void;
  }>();
  const arrived = (event: string, payload: unknown) => {
    for (const waiter of [...waiters]) {
      if (waiter.matches(event, payload)) {
        waiters.delete(waiter);
        waiter.done();
      }
    }
  };
  for (const event of EVENTS) {
    socket.on(event, (payload: unknown) => {
      received.push({ event, payload });
      arrived(event, payload);
    });
  }
  (socket as unknown as Socket).on(BARRIER, (token: unknown) => arrived(BARRIER, token));

  const wait = (label: string, matches: (event: string, payload: unknown) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`${label} not received within ${EVENT_TIMEOUT_MS} ms`));
      }, EVENT_TIMEOUT_MS);
      const waiter = {
        matches,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      waiters.add(waiter);
    });

  return {
    received,
    async next(event) {
      const find = () => received.find((r) => r.event === event);
      if (!find()) await wait(event, (name) => name === event);
      return find()?.payload;
    },
    async settled() {
      const token = randomUUID();
      const arrival = wait("barrier", (name, payload) => name === BARRIER && payload === token);
      (t.realtime.io as unknown as Server).to(room).emit(BARRIER, token);
      await arrival;
    },
  };
}

const opened: Socket<ServerToClientEvents>[] = [];

/** Disconnects every socket `listen` opened (in `afterAll`). */
export function disconnectAll(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}
