import { afterAll, describe, expect, it } from "vitest";
import { type JsonSchema, listOperations } from "./support/openapi-operations";
import { createTestApp } from "./support/test-app";

// A field a body does not name is refused with a 400 naming it ("This request has fields
// that are not accepted: …"), never dropped unseen: a caller's typo (`dueDat`) or a field it
// hopes is honoured (`isAdmin`) is told so, and nothing is saved. Read from the OpenAPI
// document, so a route added later is held to it too. (Multipart payloads are read by their
// services from the same strict contracts; the document does not describe them.)
const t = await createTestApp();
afterAll(() => t.close());
const operations = listOperations(t.app).filter((operation) => operation.body !== undefined);

// Every object of a body that would take fields it does not name, by its path in the body.
function looseObjects(schema: JsonSchema, where: string): string[] {
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = choices.flatMap((choice) => looseObjects(choice, where));
  if (schema.properties) {
    if (schema.additionalProperties !== false) found.push(where);
    for (const [name, property] of Object.entries(schema.properties)) {
      found.push(...looseObjects(property, `${where}.${name}`));
    }
  }
  if (schema.items) found.push(...looseObjects(schema.items, `${where}[]`));
  return found;
}

describe("JSON request bodies", () => {
  it("are described for the routes that take them", () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.route}`, operation]))(
    "%s takes no field it does not name, at any depth",
    (_, operation) => {
      expect(looseObjects(operation.body as JsonSchema, "body")).toEqual([]);
    },
  );

  it("refuses a sign-in with a field it does not take, naming it, and signs no one in", async () => {
    const orgId = await t.createOrganization();
    const admin = await t.createUser(orgId, { admin: true });
    const response = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      payload: { email: admin.email, password: "correct-horse", isSuperAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isSuperAdmin.",
    );
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});
