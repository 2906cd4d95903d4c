import { describe, expect, it } from "vitest";
import { API_CONTRACTS } from "./contracts.js";
import { buildOpenApi } from "./openapi.js";

type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
const document = buildOpenApi(API_CONTRACTS) as {
  paths: Record<string, Record<string, Operation>>;
};

describe("the OpenAPI description generated from the contracts", () => {
  const endpoints = Object.entries(API_CONTRACTS).flatMap(([domain, api]) =>
    Object.entries(api).map(([name, endpoint]) => ({ domain, name, endpoint })),
  );

  it.each(endpoints.map((e) => [`${e.domain}.${e.name}`, e] as const))(
    "%s is described with its method, status, parameters and body",
    (_id, { domain, name, endpoint }) => {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId).toBe(`${domain}.${name}`);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status));
      const pathParams = operation?.parameters.filter((p) => p.in === "path").map((p) => p.name);
      expect(pathParams).toEqual([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      expect(operation?.requestBody !== undefined).toBe(endpoint.body !== undefined);
      if (endpoint.access === "user") expect(operation?.responses).toHaveProperty("401");
    },
  );
});
