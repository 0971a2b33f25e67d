import type { Category } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { auditActions } from "../../../test/support/content-test-support";
import { testImage } from "../../../test/support/schedule-test-support";
import { createProduct, shopCounts } from "../../../test/support/shop-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Categories Test");

const add = (payload: object, session = cookie) =>
  t.request({ method: "POST", url: "/api/v1/categories", cookie: session, payload });
const list = async (query = "", session = cookie): Promise<Category[]> =>
  (await t.request({ method: "GET", url: `/api/v1/categories${query}`, cookie: session })).json()
    .categories;

describe("categories (001 §3 Category, §7 Categories)", () => {
  it("adds shop and class categories with 201 and lists them by type", async () => {
    const shop = await add({ categoryName: "Apparel", type: "shop" });
    expect(shop.statusCode, shop.body).toBe(201);
    expect(shop.json()).toMatchObject({
      categoryName: "Apparel",
      type: "shop",
      isActive: true,
      isProduct: true,
      isClass: false,
    });
    await add({ categoryName: "Vinyasa", type: "class" });
    expect((await list("?type=class")).map((category) => category.categoryName)).toEqual([
      "Vinyasa",
    ]);
    expect((await list()).length).toBe(2);
    expect(await list("", otherCookie)).toEqual([]);
    expect(await auditActions(t, orgId)).toContain("category.created");
  });

  it.each<[string, object, number, string]>([
    ["a blank name", { categoryName: "  ", type: "shop" }, 400, MESSAGES.completeAllFields],
    ["an unknown type", { categoryName: "Mats", type: "video" }, 400, MESSAGES.invalidRequest],
    [
      "a name the type already has",
      { categoryName: "apparel", type: "shop" },
      409,
      MESSAGES.categoryExists,
    ],
  ])("refuses %s and writes nothing", async (_name, payload, status, message) => {
    const before = await shopCounts(t, orgId);
    const response = await add(payload);
    expect(response.statusCode).toBe(status);
    if (message !== MESSAGES.invalidRequest) expect(response.json().error.message).toBe(message);
    expect(await shopCounts(t, orgId)).toEqual(before);
  });

  // The database lowers a final Σ to σ, JavaScript to ς: the check must lower as the
  // database's unique index does, or the second add is a 500 from the index.
  it.each(["ΧΟΡΟΣ", "İzmir"])(
    "refuses %s a second time with 409, however it is lowered",
    async (name) => {
      expect((await add({ categoryName: name, type: "class" })).statusCode).toBe(201);
      const before = await shopCounts(t, orgId);
      const again = await add({ categoryName: name, type: "class" });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.categoryExists);
      expect(await shopCounts(t, orgId)).toEqual(before);
    },
  );

  it("adds one of the same name sent five times at once, and tells the others it exists", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => add({ categoryName: "Aerial", type: "class" })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect((await list("?type=class")).filter((c) => c.categoryName === "Aerial")).toHaveLength(1);
  });

  it("deactivates and activates a category", async () => {
    const { categoryId } = (await add({ categoryName: "Workshops", type: "class" })).json();
    const url = `/api/v1/categories/${categoryId}`;
    const off = await t.request({ method: "PATCH", url, cookie, payload: { isActive: false } });
    expect(off.json().isActive).toBe(false);
    const on = await t.request({ method: "PATCH", url, cookie, payload: { isActive: true } });
    expect(on.json().isActive).toBe(true);
  });

  it("deletes a category and unlinks its products: '{title} has been deleted.'", async () => {
    const { categoryId } = (await add({ categoryName: "Mats", type: "shop" })).json();
    const product = await createProduct(t, cookie, await testImage(), {
      categoryIds: [categoryId],
    });
    const url = `/api/v1/categories/${categoryId}`;
    const response = await t.request({ method: "DELETE", url, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Mats has been deleted.");
    const after = await t.request({
      method: "GET",
      url: `/api/v1/products/${product.productId}`,
      cookie,
    });
    expect(after.json().categoryIds).toEqual([]);
  });

  // A string replacement read "$&" as the placeholder itself: "Jo {title} Co has been deleted."
  it("names a deleted category as typed, '$&' and all", async () => {
    const { categoryId } = (await add({ categoryName: "Jo $& Co", type: "shop" })).json();
    const url = `/api/v1/categories/${categoryId}`;
    const response = await t.request({ method: "DELETE", url, cookie });
    expect(response.json().message).toBe("Jo $& Co has been deleted.");
  });

  it("answers 404 to another organization and changes nothing", async () => {
    const { categoryId } = (await add({ categoryName: "Kept", type: "shop" })).json();
    const url = `/api/v1/categories/${categoryId}`;
    const before = await list();
    const patch = {
      method: "PATCH" as const,
      url,
      cookie: otherCookie,
      payload: { isActive: false },
    };
    expect((await t.request(patch)).statusCode).toBe(404);
    expect((await t.request({ method: "DELETE", url, cookie: otherCookie })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});
