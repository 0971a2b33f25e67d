import { expect } from "vitest";
import type { TestApp } from "./test-app";

// Another organization's admin deleting `url` gets 404, and nothing changed: what `state`
// reads (stored files, row counts…) is the same afterwards.
export async function expectDeleteRefusedUnchanged(
  t: TestApp,
  url: string,
  otherCookie: string,
  state: () => Promise<unknown>,
): Promise<void> {
  const before = await state();
  const response = await t.request({ method: "DELETE", url, cookie: otherCookie });
  expect(response.statusCode).toBe(404);
  expect(await state()).toEqual(before);
}
