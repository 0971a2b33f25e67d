import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from "openapi-typescript";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openRoutesOnlyDatabase } from "../db/database";

// The web's typed client reads its paths, bodies and answers from this file; the server is
// never imported by the web, so the types travel as generated source instead.
export const API_SCHEMA_FILE = fileURLToPath(
  new URL("../../../web/src/shared/api-schema.generated.ts", import.meta.url),
);

const GENERATED_NOTICE =
  "// Generated from the server's OpenAPI document: run `npm run generate:api`.\n";

// The document the server publishes at /api/docs, from the real app on a database handle
// that runs no query (nothing listens, nothing is read or seeded).
export async function readOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "studiodesk-openapi-"));
  const db = openRoutesOnlyDatabase();
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const app = await buildApp({ config, db, logger: false });
    try {
      await app.ready();
      return app.swagger() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Deterministic: keys sorted, and the document's version (the package's) is not part of it.
export async function generateApiSchemaSource(): Promise<string> {
  const document = await readOpenApiDocument();
  const ast = await openapiTS(document, { alphabetize: true, silent: true });
  return `${COMMENT_HEADER}${GENERATED_NOTICE}\n${astToString(ast)}`;
}
