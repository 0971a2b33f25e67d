import { MESSAGES } from "@studiodesk/core/messages";
import type { z } from "zod";
import { validationError } from "./app-error";

// For bodies a service parses itself (a multipart `payload` field): the same 400 with
// per-field messages that the routes' own zod validation answers.
export function zodValidationError(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return validationError(Object.values(fields)[0] ?? MESSAGES.invalidRequest, fields);
}
