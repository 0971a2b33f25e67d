import type { FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../plugins/auth";
import type { AuthContext, Deps } from "./deps";

// Almost every route is a signed-in admin's: schemas, requireAuth, one service call, a
// success status. Declaring them here says each of those once per feature instead of once per
// route, while the zod schemas still type what the handler receives and returns.

type Schema = z.ZodType | undefined;
// What Fastify validated against the schema (fastify-type-provider-zod gives z.output too).
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type StaffRouteSchema<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
> = {
  params?: P;
  querystring?: Q;
  body?: B;
  response?: R;
  // 200 unless told: 201 for a create, 204 (and no response schema) for an empty answer.
  status?: R extends z.ZodType ? 200 | 201 : 204;
  // The feature's tag unless this route belongs in another section of the API document.
  tag?: string;
};

export type StaffRouteContext<P extends Schema, Q extends Schema, B extends Schema> = {
  deps: Deps;
  auth: AuthContext;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  // For multipart bodies read by a service, and the rare answer that sets its own headers.
  request: FastifyRequest;
  reply: FastifyReply;
};

// Answers the response schema's value, or nothing for a 204.
type StaffRouteHandler<Context, R extends Schema> = R extends z.ZodType
  ? (context: Context) => z.output<R> | Promise<z.output<R>>
  : (context: Context) => void | Promise<void>;

type DeclareStaffRoute = <
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
>(
  url: string,
  schema: StaffRouteSchema<P, Q, B, R>,
  handler: StaffRouteHandler<StaffRouteContext<P, Q, B>, R>,
) => void;

export type StaffRouter = Record<"get" | "post" | "put" | "patch" | "delete", DeclareStaffRoute>;

export type StaffRoutesOptions = {
  // Runs before every write (not GET) of the feature, after sign-in is checked: a feature
  // that can be switched off refuses its writes here (issue #19).
  beforeWrite?: (deps: Deps, auth: AuthContext) => Promise<void>;
};

// A feature's signed-in routes, all filed under `tag` in the API document.
export function staffRoutes(
  tag: string,
  declareRoutes: (route: StaffRouter) => void,
  { beforeWrite }: StaffRoutesOptions = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const declare =
      (method: HTTPMethods): DeclareStaffRoute =>
      (url, schema, handler) =>
        app.route({
          method,
          url,
          schema: fastifySchema(tag, schema),
          // Signed out is answered first (401, the dashboard's "session ended"), before the
          // body is read or checked: a signed-out save answered the form's field messages.
          onRequest: async (request) => {
            requireAuth(request);
          },
          handler: async (request, reply) => {
            const auth = requireAuth(request);
            if (beforeWrite && method !== "GET") await beforeWrite(app.deps, auth);
            const answer = await handler({
              deps: app.deps,
              auth,
              ...validatedInputs(schema, request),
              request,
              reply,
            });
            const status = schema.status ?? 200;
            if (status === 204) return reply.status(204).send();
            return reply.status(status).send(answer);
          },
        });
    declareRoutes({
      get: declare("GET"),
      post: declare("POST"),
      put: declare("PUT"),
      patch: declare("PATCH"),
      delete: declare("DELETE"),
    });
  };
}

// The schema as Fastify (and the OpenAPI document) know it.
function fastifySchema<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  featureTag: string,
  { response, status, tag = featureTag, ...inputs }: StaffRouteSchema<P, Q, B, R>,
) {
  const { querystring, ...others } = inputs;
  return {
    tags: [tag],
    ...others,
    ...(querystring && { querystring: strictQuery(querystring) }),
    ...(response && { response: { [status ?? 200]: response } }),
  };
}

// A parameter the route does not know is refused, not ignored: a misspelt filter (type= for
// tab=) would otherwise answer the whole unfiltered list as if it were the filtered one.
const strictQuery = (querystring: z.ZodType) =>
  querystring instanceof z.ZodObject ? querystring.strict() : querystring;

// Fastify has validated these against the route's own schemas before the handler runs; the
// schema argument only ties the types to them.
function validatedInputs<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  _schema: StaffRouteSchema<P, Q, B, R>,
  request: FastifyRequest,
) {
  return {
    params: request.params as Parsed<P>,
    query: request.query as Parsed<Q>,
    body: request.body as Parsed<B>,
  };
}
