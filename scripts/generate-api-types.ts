import { writeFile } from "node:fs/promises";
import path from "node:path";
import { API_SCHEMA_FILE, generateApiSchemaSource } from "../apps/server/src/openapi/api-schema";

// Writes apps/web/src/shared/api-schema.generated.ts from the server's routes.
await writeFile(API_SCHEMA_FILE, await generateApiSchemaSource());
console.log(`wrote ${path.relative(process.cwd(), API_SCHEMA_FILE)}`);
