import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_CONTRACTS, buildOpenApi } from "@reseau/shared";

let built: ReturnType<typeof buildOpenApi> | undefined;

/**
 * The OpenAPI document of the shared contracts, built once per process (about 0.2 s of CPU): the
 * contracts do not change while it runs, and the server tests build an app for every file.
 */
function openApiDocument(): ReturnType<typeof buildOpenApi> {
  built ??= buildOpenApi(API_CONTRACTS);
  return built;
}

/**
 * Serves the API description generated from the shared contracts: Swagger UI at `/docs`, the
 * OpenAPI document at `/docs/json` and `/docs/openapi.json` (the same text as the committed
 * `docs/openapi.json`, which `npm run lint` keeps in step).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  // our document is OpenAPI 3.1, which the plugin serves as is but does not type
  const specification = { document: document as never };
  await app.register(swagger, { mode: "static", specification });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/docs/openapi.json", { schema: { hide: true } }, async () => document);
}
