import { MESSAGES } from "@studiodesk/core/messages";
import createClient, { type ClientPathsWithMethod, type Middleware } from "openapi-fetch";
import type { paths } from "./api-schema.generated";

// The server refuses state-changing requests without this header (CSRF defence): a
// cross-site form cannot set a custom header, so its presence proves the dashboard sent it.
const CSRF_HEADER = "x-studiodesk-csrf";

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

// `body` is what openapi-fetch read from a failed answer: parsed JSON, raw text, or nothing.
function toApiError(status: number, body: unknown): ApiError {
  const error = readErrorBody(body);
  if (!error) return new ApiError(status, UNKNOWN_ERROR_CODE, MESSAGES.unknownError);
  return new ApiError(status, error.code, error.message, error.fields);
}

const csrfHeader: Middleware = {
  onRequest: ({ request }) => {
    if (request.method !== "GET") request.headers.set(CSRF_HEADER, "1");
    return request;
  },
  // fetch itself failed (offline, connection reset): no answer to read.
  onError: () => new ApiError(0, NETWORK_ERROR_CODE, MESSAGES.unknownError),
};

type Fetch = (request: Request) => Promise<Response>;

// While the server renders a page (entry-server.tsx) the app's requests go to the server's own
// routes in-process, with the visitor's cookie: this hands out that render's fetch.
let serverFetch: (() => Fetch | undefined) | undefined;
export function setServerFetch(currentFetch: () => Fetch | undefined): void {
  serverFetch = currentFetch;
}

// A server render has no page address to resolve "/api/v1/…" against. Requests to this origin
// never leave the process (the server's fetch reads only their path).
const SERVER_RENDER_ORIGIN = "http://server-render.invalid";

// Every path, method, parameter, body and answer is checked against the server's routes
// (api-schema.generated.ts, from its OpenAPI document). Paths carry the `/api/v1` prefix,
// exactly as the server serves them.
export const api = createClient<paths>({
  credentials: "same-origin",
  baseUrl: import.meta.env.SSR ? SERVER_RENDER_ORIGIN : undefined,
  fetch: (request) => (serverFetch?.() ?? globalThis.fetch)(request),
});
api.use(csrfHeader);

type ApiResult<Data> = { data?: Data; error?: unknown; response: Response };

// The answer's data for a TanStack queryFn/mutationFn, or an ApiError with the server's code,
// message and per-field messages. An empty answer (204) resolves to undefined.
export async function unwrap<Data>(pending: Promise<ApiResult<Data>>): Promise<Data> {
  const { data, error, response } = await pending;
  if (!response.ok) throw toApiError(response.status, error);
  // Response shapes are the zod contracts of @studiodesk/core, which the server validates
  // on the way out; the client trusts them instead of parsing every answer twice.
  return data as Data;
}

// Routes that read their form with @fastify/multipart declare no body schema, so OpenAPI
// (and so `paths`) types their body as `never`. This passes a FormData there on purpose: the
// path, its parameters and the answer stay checked, the form's parts are the caller's word.
// The browser sets the multipart content-type itself, with the boundary.
export const multipartBody = (formData: FormData) => ({ body: formData as never });

// A form with one file, under the part name its route reads: "file", or "image" for a
// product's picture.
export function singleFileForm(file: File, partName: "file" | "image" = "file"): FormData {
  const formData = new FormData();
  formData.append(partName, file);
  return formData;
}

// The POST paths that take no path parameters, as FileDropzone's `uploadUrl` names them.
export type UploadPath = Exclude<
  ClientPathsWithMethod<typeof api, "post">,
  `${string}{${string}}${string}`
>;

// An error answer's body for `toApiError`; one that is not JSON reads as none.
function parseErrorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// XMLHttpRequest, not fetch: only it reports upload progress. Resolves to the answer's JSON
// (null when empty) and fails with an ApiError, as `unwrap` does.
export function uploadWithProgress(
  request: XMLHttpRequest,
  path: UploadPath,
  formData: FormData,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.open("POST", path);
    request.setRequestHeader(CSRF_HEADER, "1");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, parseErrorBody(request.responseText)));
        return;
      }
      try {
        resolve(request.responseText ? JSON.parse(request.responseText) : null);
      } catch {
        reject(new ApiError(request.status, UNKNOWN_ERROR_CODE, MESSAGES.unknownError));
      }
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, MESSAGES.unknownError));
    request.send(formData);
  });
}
