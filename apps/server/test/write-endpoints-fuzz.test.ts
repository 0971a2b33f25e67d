import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  type JsonSchema,
  listOperations,
  type Operation,
  resolveSchema,
  sampleOf,
} from "./support/openapi-operations";
import {
  createRouteFixtures,
  createRowCounts,
  seedDemoOrganizations,
} from "./support/route-fixtures";
import { createTestApp } from "./support/test-app";

// Issue #20: hostile bodies for every write endpoint of the OpenAPI document, derived from
// its schema (the zod contract): wrong types, NUL and lone surrogates, extreme numbers and
// dates, huge strings, extra and prototype keys. The property: never a 5xx, and a refused
// request (4xx) changes nothing of the organization. FUZZ_RUNS sets the runs per endpoint.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const t = await createTestApp();
afterAll(() => t.close());
const { harborId: orgId, harborCookie: cookie } = await seedDemoOrganizations(t);
const fixtures = await createRouteFixtures(t, orgId);
const rowCounts = await createRowCounts(t, orgId);

const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "0000-01-01",
  "2024-02-30",
  "9999-12-31",
  "0000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "x".repeat(100_000),
  "",
  " ",
];
const HOSTILE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0.5, 1e308, -1e308, 0];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }),
);

// Keys that reach for a prototype when a body is merged into an object carelessly.
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

// A body near the schema's shape: each field kept valid, made hostile or left out, plus
// extra keys now and then; or something that is not that object at all.
function hostileBody(schema: JsonSchema, validSample: unknown): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema);
  const sample = (validSample ?? {}) as Record<string, unknown>;
  const fields = Object.keys(resolved.properties ?? {});
  const nearShape = fc
    .record({
      values: fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field,
            fc.oneof(
              fc.constant({ keep: sample[field] }),
              hostileValue.map((value) => ({ keep: value })),
              fc.constant(undefined),
            ),
          ]),
        ),
      ),
      extra: fc.dictionary(
        fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })),
        hostileValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ values, extra }) => {
      const body: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        if (value !== undefined) body[field] = (value as { keep: unknown }).keep;
      }
      return { ...body, ...extra };
    });
  return fc.oneof({ weight: 4, arbitrary: nearShape }, { weight: 1, arbitrary: hostileValue });
}

// Bodies travel as JSON text, so an own `__proto__` key arrives as written.
const asJson = (body: unknown) => JSON.stringify(body) ?? "null";

// The request as the dashboard sends it: signed in, with the CSRF header, as JSON text.
const sendJson = (method: Operation["method"], url: string, payload: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      "x-studiodesk-csrf": "1",
      "content-type": "application/json",
      cookie: `studiodesk_session=${cookie}`,
    },
    payload,
  });

const writeOperations = listOperations(t.app).filter(
  (operation) => operation.method !== "GET" && operation.body !== undefined,
);

// Zod's own wording, which is for developers: a refusal says what to change in the
// dashboard's words instead (contracts/readable-errors.ts).
const ZOD_DEFAULT_WORDING = /expected|Invalid input|Too (big|small)|Unrecognized key/;

describe("an empty body for every write endpoint", () => {
  it.each(
    writeOperations.map((operation) => [`${operation.method} ${operation.route}`, operation]),
  )("%s answers below 500, a refusal in readable words", async (_, operation) => {
    const { method } = operation as Operation;
    const call = await fixtures.callOf(operation as Operation);
    const before = await rowCounts();
    const response = await sendJson(method, call.url, "{}");
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json().error.message).not.toMatch(ZOD_DEFAULT_WORDING);
      expect(await rowCounts()).toBe(before);
    }
  });
});

describe(`hostile bodies for every write endpoint (${RUNS} runs each)`, () => {
  it("finds the write endpoints", () => {
    expect(writeOperations.length).toBeGreaterThan(25);
  });

  it.each(
    writeOperations.map((operation) => [`${operation.method} ${operation.route}`, operation]),
  )(
    "%s never answers 5xx, and a refusal changes nothing",
    { timeout: 300_000 },
    async (_, operation) => {
      const { method, body } = operation as Operation;
      const call = await fixtures.callOf(operation as Operation);
      const valid = sampleOf(body as JsonSchema, (field) => call.bodyIds.get(field));
      let counts = await rowCounts();
      await fc.assert(
        fc.asyncProperty(hostileBody(body as JsonSchema, valid), async (hostile) => {
          const response = await sendJson(method, call.url, asJson(hostile));
          expect(response.statusCode, response.body).toBeLessThan(500);
          const after = await rowCounts();
          if (response.statusCode >= 400) expect(after).toBe(counts);
          counts = after;
        }),
        { numRuns: RUNS },
      );
    },
  );
});
