import { MESSAGES } from "@studiodesk/core/messages";

const API_BASE = "/api/v1";

// The server refuses state-changing requests without this header (CSRF defence): a
// cross-site form cannot set a custom header, so its presence proves the dashboard sent it.
const CSRF_HEADER = { "x-studiodesk-csrf": "1" };

const NETWORK_ERROR_CODE = "network_error";
const UNKNOWN_ERROR_CODE = "internal_error";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = body.error;
  if (typeof error !== "object" || error === null) return null;
  if (!("code" in error) || typeof error.code !== "string") return null;
  if (!("message" in error) || typeof error.message !== "string") return null;
  const fields =
    "fields" in error && typeof error.fields === "object" && error.fields !== null
      ? (error.fields as Record<string, string>)
      : undefined;
  return { code: error.code, message: error.message, fields };
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = readErrorBody(body);
  if (!error) return new ApiError(response.status, UNKNOWN_ERROR_CODE, MESSAGES.unknownError);
  return new ApiError(response.status, error.code, error.message, error.fields);
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, MESSAGES.unknownError);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  // Response shapes are the zod contracts of @studiodesk/core, which the server validates
  // on the way out; the client trusts them instead of parsing every answer twice.
  return (await response.json()) as T;
}

function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...CSRF_HEADER };
  if (body !== undefined) headers["content-type"] = "application/json";
  return send<T>(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function apiGet<T>(path: string): Promise<T> {
  return send<T>(path, { method: "GET" });
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return sendJson<T>("POST", path, body);
}

export function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return sendJson<T>("PUT", path, body);
}

export function apiPatch<T>(path: string, body?: unknown): Promise<T> {
  return sendJson<T>("PATCH", path, body);
}

export function apiDelete<T>(path: string): Promise<T> {
  return sendJson<T>("DELETE", path);
}

// Multipart upload: the browser sets content-type itself, with the boundary.
export function apiPostForm<T>(path: string, formData: FormData): Promise<T> {
  return send<T>(path, { method: "POST", headers: { ...CSRF_HEADER }, body: formData });
}
