import http from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES, type ErrorResponse } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

// Fastify and Node refuse some requests before any route or hook runs, each with a body of
// their own ({ statusCode, code, error, message }). These two answer them in the API's one
// shape instead, `{ error: { code, message } }`, with the same status.

const errorBody = (code: string, message: string): ErrorResponse => ({ error: { code, message } });

// Fastify's `frameworkErrors`: an address whose %-codes do not decode (a page's address has its
// '%' escaped first and is drawn by the web app, see page-address.ts), and a path part longer
// than the router's 100 characters (no id is longer).
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const refusal =
    error.code === "FST_ERR_BAD_URL"
      ? { status: 400, body: errorBody(ERROR_CODES.addressNotValid, MESSAGES.addressNotValid) }
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? { status: 414, body: errorBody(ERROR_CODES.addressTooLong, MESSAGES.addressTooLong) }
        : { status: 500, body: errorBody(ERROR_CODES.internal, MESSAGES.unknownError) };
  if (refusal.status === 500) reply.log.error({ err: error }, "request failed");
  return reply
    .status(refusal.status)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(refusal.body));
}

// Node's parser stops at `http.maxHeaderSize` bytes (16 KiB) of request line and headers. When
// the request line alone takes half of that, the address is what is too long (414); otherwise
// the headers are (431).
const isAddressTooLong = (rawPacket: unknown) => {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const lineEnd = rawPacket.indexOf("\r\n");
  const requestLineLength = lineEnd === -1 ? rawPacket.length : lineEnd;
  return requestLineLength * 2 >= http.maxHeaderSize;
};

function clientRefusal(error: NodeJS.ErrnoException & { rawPacket?: unknown }) {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return isAddressTooLong(error.rawPacket)
      ? { status: 414, body: errorBody(ERROR_CODES.addressTooLong, MESSAGES.addressTooLong) }
      : { status: 431, body: errorBody(ERROR_CODES.headersTooLarge, MESSAGES.headersTooLarge) };
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return { status: 408, body: errorBody(ERROR_CODES.requestTimedOut, MESSAGES.requestTimedOut) };
  }
  return { status: 400, body: errorBody(ERROR_CODES.validationFailed, MESSAGES.invalidRequest) };
}

// Fastify's `clientErrorHandler`: a request Node could not parse never becomes a request, so
// the answer is written to the socket (as Fastify's own handler does), and the socket closed.
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body } = clientRefusal(error);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        "Connection: close\r\n" +
        "Cache-Control: no-store\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
