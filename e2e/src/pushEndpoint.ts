import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import ece from "http_ece";

/** One push a test endpoint received, decrypted. */
export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
}

/**
 * A browser's push subscription played by a test (issue 9 §5): an ECDH P-256 key pair and an auth
 * secret made with node:crypto, and a local HTTP endpoint that answers `status` (201 by default)
 * and decrypts what it receives (RFC 8291 aes128gcm) with `http_ece`.
 */
export class PushEndpoint {
  readonly received: ReceivedPush[] = [];
  /** What the endpoint answers the next pushes (410: the subscription is gone). */
  status = 201;
  private readonly ecdh = createECDH("prime256v1");
  private readonly auth = randomBytes(16);
  private server: Server | undefined;
  private url = "";
  private waiters: (() => void)[] = [];

  constructor() {
    this.ecdh.generateKeys();
  }

  /** Starts listening on a free port of 127.0.0.1. @returns this. */
  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks);
        let payload: unknown = null;
        if (body.length > 0) {
          const clear = ece.decrypt(body, {
            version: "aes128gcm",
            privateKey: this.ecdh,
            authSecret: this.auth.toString("base64url"),
          });
          payload = JSON.parse(clear.toString("utf8"));
        }
        this.received.push({ headers: request.headers, payload });
        response.writeHead(this.status).end();
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters) wake();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    this.url = `http://127.0.0.1:${address.port}/push/${randomBytes(8).toString("hex")}`;
    return this;
  }

  /** The subscription a browser's `PushSubscription.toJSON()` gives. */
  subscription() {
    return {
      endpoint: this.url,
      expirationTime: null,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString("base64url"),
        auth: this.auth.toString("base64url"),
      },
    };
  }

  /** Resolves once `count` pushes have arrived. */
  async next(count = this.received.length + 1): Promise<ReceivedPush> {
    while (this.received.length < count) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return this.received[count - 1] as ReceivedPush;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
