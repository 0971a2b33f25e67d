import { MESSAGES } from "@studiodesk/core/messages";
import { ApiError } from "../../shared/api-client";

// shared/api-client.ts has no PUT sender yet and is outside this feature's files; this one
// mirrors its JSON sender (same CSRF header, same error shape).
// TODO(issue 4): move into shared/api-client.ts as apiPut and delete this file.
const CSRF_HEADER = { "x-studiodesk-csrf": "1" };

function errorOf(status: number, body: unknown): ApiError {
  const error =
    typeof body === "object" && body !== null && "error" in body
      ? (body.error as { code?: unknown; message?: unknown; fields?: unknown } | null)
      : null;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    return new ApiError(status, "internal_error", MESSAGES.unknownError);
  }
  const fields =
    typeof error.fields === "object" && error.fields !== null
      ? (error.fields as Record<string, string>)
      : undefined;
  return new ApiError(status, error.code, error.message, fields);
}

export async function apiPut<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...CSRF_HEADER };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: "PUT",
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network_error", MESSAGES.unknownError);
  }
  if (!response.ok) throw errorOf(response.status, await response.json().catch(() => null));
  return (await response.json()) as T;
}
