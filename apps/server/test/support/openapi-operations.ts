import type { FastifyInstance, HTTPMethods } from "fastify";

// The API as its OpenAPI document describes it, for suites that must cover every route,
// including routes added after they were written.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type Operation = {
  method: HTTPMethods;
  // The Fastify route, e.g. /api/v1/members/:uid
  route: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  // The JSON body's schema; undefined for no body or a multipart form a service reads.
  body: JsonSchema | undefined;
};

type OpenApiOperation = {
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export function listOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        route: path.replace(/\{(\w+)\}/g, ":$1"),
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content["application/json"]?.schema,
      });
    }
  }
  return operations;
}

// The schema's own first choice (anyOf of a nullable field, allOf of a refinement).
export function resolveSchema(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    return resolveSchema(choices.find((choice) => choice.type !== "null") ?? choices[0] ?? {});
  }
  if (schema.allOf?.length) return resolveSchema(Object.assign({}, ...schema.allOf));
  return schema;
}

// A small value the schema accepts by shape (its business rules may still refuse it); ids
// come from `idFor` so a body can name a record of a chosen organization.
export function sampleOf(
  schema: JsonSchema,
  idFor: (field: string) => string | undefined,
  field = "",
): unknown {
  const resolved = resolveSchema(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const name of resolved.required ?? []) {
        value[name] = sampleOf(resolved.properties?.[name] ?? {}, idFor, name);
      }
      return value;
    }
    case "array": {
      // A list of ids (userIds …) names one record; any other list starts empty.
      const id = field.endsWith("Ids") ? idFor(field) : undefined;
      return id === undefined ? [] : [id];
    }
    case "integer":
    case "number":
      return resolved.minimum ?? (resolved.exclusiveMinimum ?? 0) + 1;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return idFor(field) ?? sampleString(resolved);
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === "date-time") return "2027-01-11T23:00:00.000Z";
  if (schema.format === "date") return "2027-01-11";
  if (schema.format === "uri") return "https://example.com";
  if (schema.format === "email") return "someone@studio.example";
  return "x".repeat(Math.max(schema.minLength ?? 1, 1));
}
