import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { API_SCHEMA_FILE, generateApiSchemaSource } from "../src/openapi/api-schema";

// The web's typed client is only as true as this file: a route changed without regenerating
// it would let the web compile against an API the server no longer serves.
it("keeps the web's api-schema.generated.ts in step with the server's routes", async () => {
  const committed = await readFile(API_SCHEMA_FILE, "utf8").catch(() => "");
  const fresh = await generateApiSchemaSource();
  expect(
    committed === fresh,
    "apps/web/src/shared/api-schema.generated.ts is stale: run `npm run generate:api` and commit it",
  ).toBe(true);
});
