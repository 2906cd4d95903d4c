-- socket.io's PostgreSQL adapter (docs/DECISIONS.md "Several processes"): the payloads of
-- events over NOTIFY's 8000-byte limit, read by the other processes and deleted after 30 s.
-- Not a domain table: no module schema declares it, the adapter alone reads and writes it.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
