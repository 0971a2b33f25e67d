import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import {
  queryValueNotAllowed,
  unknownQueryParameters,
} from "@studiodesk/core/contracts/readable-errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { AppError } from "../shared/app-error";
import { isPartLimitError, tooManyPartsError } from "../shared/uploads";
import { isPageRequest } from "./page-address";

// Every failure leaves as `{ error: { code, message, fields? } }`. Bad input is a 4xx with
// the reason; only a real fault is a 500, logged with its stack and shown as 'Unknown Error.'.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // @fastify/multipart's part limits answer 413 in its own words ("reach files limit"): an
    // upload with more files or fields than its form sends is refused as every upload is.
    const error = isPartLimitError(thrown) ? tooManyPartsError() : thrown;
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, fields: error.fields },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields =
        error.validationContext === "querystring"
          ? queryFields(error.validation)
          : bodyFields(error.validation);
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.validationFailed,
          message: first ?? MESSAGES.invalidRequest,
          fields,
        },
      });
    }
    if (isMalformedMultipart(error) || isDatabaseDataException(error)) {
      // A schema should have bounded this value: worth a look, but the caller's fault.
      if (isDatabaseDataException(error)) request.log.warn({ err: error }, "unchecked value");
      return reply.status(400).send({
        error: { code: ERROR_CODES.validationFailed, message: messageForBadInput(error) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: { code: error.code ?? "bad_request", message: error.message },
      });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      error: { code: ERROR_CODES.internal, message: MESSAGES.unknownError },
    });
  });
}

// Any other visit to a page is the web app's to draw (its own page shows not found); the rest
// is a 404 in the API's shape. Registered last, once the web app (if built) is there.
export function registerNotFoundHandler(
  app: FastifyInstance,
  sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isPageRequest(request)) return sendPage(request, reply);
    return reply.status(404).send({
      error: { code: ERROR_CODES.notFound, message: `No route ${request.method} ${request.url}` },
    });
  });
}

type ValidationIssue = ZodFastifySchemaValidationError;

const fieldOf = (issue: ValidationIssue) =>
  issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";

function bodyFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= issue.message ?? MESSAGES.invalidRequest;
  return fields;
}

// A query is typed by hand into an address, so a choice names its values and an unknown
// parameter its name (the form-facing words of readable-errors say neither).
function queryFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const { keys, values } = issue.params as { keys?: string[]; values?: unknown[] };
    if (issue.keyword === "unrecognized_keys" && keys) {
      for (const key of keys) fields[key] ??= unknownQueryParameters(keys);
    } else if (issue.keyword === "invalid_value" && values) {
      fields[fieldOf(issue)] ??= queryValueNotAllowed(fieldOf(issue), values);
    } else {
      fields[fieldOf(issue)] ??= issue.message ?? MESSAGES.invalidRequest;
    }
  }
  return fields;
}

// busboy's own words for a body it cannot parse (no boundary, cut short): the sender's fault.
// A body cut short while a part is being read (over a network, where the rest never comes)
// fails on the part, with the "terminated early" words, rather than on the whole body.
const MALFORMED_MULTIPART_MESSAGES = new Set([
  "Multipart: Boundary not found",
  "Unexpected end of multipart data",
  "Part terminated early due to unexpected end of multipart data",
  "Preamble terminated early due to unexpected end of multipart data",
  "Unsupported Content-Type.",
  "Missing Content-Type-header.",
]);

const isMalformedMultipart = (error: Error) =>
  MALFORMED_MULTIPART_MESSAGES.has(error.message) ||
  (error as FastifyError).code === "FST_PROTO_VIOLATION";

// The last line of defence behind the shared schemas: PostgreSQL's class 22 (data exception:
// a value out of range, a character it cannot store) always means the request carried a value
// no column holds. The transaction has rolled back, so nothing was written.
const isDatabaseDataException = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
};

const messageForBadInput = (error: Error) =>
  isMalformedMultipart(error) ? MESSAGES.malformedUpload : MESSAGES.invalidRequest;
