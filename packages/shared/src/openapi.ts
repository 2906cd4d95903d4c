import { z } from "zod";
import { pathParameters, type AnyEndpoint } from "./common/endpoint.js";
import { errorBodySchema } from "./common/errors.js";

/** A JSON Schema or an OpenAPI object, as plain JSON. */
type Json = { [key: string]: unknown };

/** The JSON Schema of a zod schema, without its `$schema` line (OpenAPI 3.1 embeds them). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Json;
  delete json.$schema;
  return json;
}

/** The parameters of one object schema, in `path` or `query`. */
function parametersOf(schema: z.ZodType | undefined, where: "path" | "query"): Json[] {
  if (!schema) return [];
  const json = jsonSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
});

/** The operation of one endpoint (docs/DECISIONS.md "Wire contract" for the errors). */
function operationOf(domain: string, name: string, endpoint: AnyEndpoint): Json {
  const mutating = endpoint.method !== "GET";
  const responses: Json = {
    [String(endpoint.status)]:
      endpoint.status === 204
        ? { description: "Fait, sans contenu." }
        : {
            description: "Réponse",
            content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
          },
  };
  if (endpoint.params || endpoint.query || endpoint.body)
    responses["400"] = error("Données invalides : le message dit lequel, en français.");
  if (endpoint.access === "user") responses["401"] = error("Authentification requise.");
  if (mutating || endpoint.access === "user")
    responses["403"] = error("Jeton XSRF absent, ou action non permise.");
  if (endpoint.params) responses["404"] = error("Inconnu, ou pas à vous.");

  const security: Json[] = [];
  if (endpoint.access === "user") security.push(mutating ? { sid: [], xsrf: [] } : { sid: [] });
  else if (mutating) security.push({ xsrf: [] });

  return {
    operationId: `${domain}.${name}`,
    tags: [domain],
    summary: endpoint.summary,
    parameters: [
      ...parametersOf(endpoint.params, "path"),
      ...parametersOf(endpoint.query, "query"),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
    security,
  };
}

/**
 * The OpenAPI 3.1 description of the APIs, generated from the endpoint contracts (`API_CONTRACTS`):
 * one operation per endpoint, with its parameters, body, success answer and error answers, and
 * the session cookie and XSRF header of the wire contract. Deterministic: the same contracts give
 * the same text, so a committed copy can be checked for drift.
 * @throws Error when a path names a parameter its params schema does not declare.
 */
export function buildOpenApi(contracts: Record<string, Record<string, AnyEndpoint>>): Json {
  const paths: Record<string, Json> = {};
  for (const [domain, api] of Object.entries(contracts)) {
    for (const [name, endpoint] of Object.entries(api)) {
      const declared = parametersOf(endpoint.params, "path").map((p) => p.name);
      for (const parameter of pathParameters(endpoint.path)) {
        if (!declared.includes(parameter))
          throw new Error(`${endpoint.path}: {${parameter}} is not in its params schema`);
      }
      const item = (paths[endpoint.path] ??= {});
      item[endpoint.method.toLowerCase()] = operationOf(domain, name, endpoint);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Réseau Santé — API",
      version: "1",
      description:
        "Les API du réseau de santé, générées depuis les contrats de packages/shared. Session : " +
        "cookie `sid`. Chaque POST, PUT et DELETE renvoie le cookie `XSRF-TOKEN` dans l'en-tête " +
        "`X-XSRF-TOKEN`. Toute erreur a le corps `{error, message, title?}`, message en français.",
    },
    tags: Object.keys(contracts).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, "output") },
      securitySchemes: {
        sid: { type: "apiKey", in: "cookie", name: "sid" },
        xsrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
      },
    },
  };
}

/** The description as committed in `docs/openapi.json`: two-space JSON and a final newline. */
export function openApiText(contracts: Record<string, Record<string, AnyEndpoint>>): string {
  return `${JSON.stringify(buildOpenApi(contracts), null, 2)}\n`;
}
