import { expect, it } from "vitest";
import type { Storage } from "../../src/adapters/storage/storage";

// What every storage adapter does alike, run from each adapter's own test file against it.
// `storage` is read when the tests run, after the file's beforeAll has made the adapter.
export function itBehavesAsStorage(storage: () => Storage): void {
  it("uploads a buffer and reads it back with its content type", async () => {
    const body = Buffer.from("%PDF-1.7 a small document");
    const stored = await storage().upload("private/org-1/document/a.pdf", body, "application/pdf", {
      maxBytes: 1024,
    });
    expect(stored).toEqual({
      key: "private/org-1/document/a.pdf",
      contentType: "application/pdf",
      size: body.length,
    });
    const file = await storage().get("private/org-1/document/a.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect(file?.body.equals(body)).toBe(true);
  });
}
