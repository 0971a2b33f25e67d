import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import {
  auditActions,
  contentCounts,
  contentStateOf,
  pathOf,
  pdfBytes,
  pngBytes,
  stageFile,
  storedFiles,
} from "../../../test/support/content-test-support";
import { expectDeleteRefusedUnchanged } from "../../../test/support/refused-unchanged";
import { eventPayload, postEvent } from "../../../test/support/schedule-test-support";
import { createProduct } from "../../../test/support/shop-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";

const { t, orgId, cookie, asAdmin, otherCookie } = await appWithTwoOrganizations("Featured Test");

const post = (payload: object) => asAdmin("POST", "/api/v1/featured", payload);

async function createFeatured(changes: object = {}) {
  const uploadId = await stageFile(t, cookie, "featured", await pngBytes(1600, 900), "hero.png");
  const response = await post({ uploadId, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const listFeatured = async (session = cookie) =>
  (await t.request({ method: "GET", url: "/api/v1/featured", cookie: session })).json();

const contentState = contentStateOf(t, orgId);

describe("featured items (001 §5 Featured)", () => {
  it("answers an empty list, not an error, when there are none", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/featured", cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ featuredItems: [], total: 0 });
  });

  it("stores the picture as a public JPEG with a thumbnail and keeps the link", async () => {
    const item = await createFeatured({
      placement: 2,
      featuredLink: "https://harbor.example/open",
    });
    expect(item).toMatchObject({
      index: 1,
      featuredLink: "https://harbor.example/open",
      featuredItemId: null,
      featuredItemName: null,
      featuredItemTitle: null,
    });
    for (const url of [item.imageItem.imageUrl, item.imageItem.thumbnailUrl]) {
      const image = await t.app.inject({ method: "GET", url: pathOf(url) });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).format).toBe("jpeg");
    }
    expect(await auditActions(t, orgId)).toContain("featured.created");
  });

  it.each([
    [1, 0],
    [10, 9],
    [undefined, 0],
  ])("stores placement %s as index %i", async (placement, index) => {
    expect((await createFeatured({ placement })).index).toBe(index);
  });

  it("lists the items ordered by index with the total count", async () => {
    const list = await listFeatured();
    const indexes = list.featuredItems.map((item: { index: number }) => item.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(list.total).toBe(list.featuredItems.length);
    expect(await listFeatured(otherCookie)).toEqual({ featuredItems: [], total: 0 });
  });

  it.each([
    ["a placement above 10", { placement: 11 }, MESSAGES.featuredPlacementRange],
    // 001 §5 "placement a number 1 to 10": the form says so for 0, and so does the API.
    ["a placement of 0", { placement: 0 }, MESSAGES.featuredPlacementRange],
    [
      "a link that is not a web address",
      { featuredLink: "javascript:alert(1)" },
      MESSAGES.invalidFeaturedLink,
    ],
    [
      "an event that does not exist",
      { featuredItemName: "eventItem", featuredItemId: "nope" },
      MESSAGES.featuredItemNotFound,
    ],
    [
      "a product that does not exist",
      { featuredItemName: "productItem", featuredItemId: "p1" },
      MESSAGES.featuredItemNotFound,
    ],
  ])("refuses %s and saves nothing", async (_, change, message) => {
    const uploadId = await stageFile(t, cookie, "featured", await pngBytes(), "x.png");
    const before = await contentCounts(t, orgId);
    const response = await post({ uploadId, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await contentCounts(t, orgId)).toEqual(before);
  });

  // Each kind of item, with how an organization's admin creates one (answering its id).
  type Created = { id: string; title: string };
  const itemKinds: Array<[string, string, (session: string) => Promise<Created>]> = [
    [
      "a product",
      "productItem",
      async (session) => {
        const product = await createProduct(t, session, await pngBytes());
        return { id: product.productId, title: product.productTitle };
      },
    ],
    [
      "a class",
      "classItem",
      async (session) => {
        const created = await createClass(t, session, await pngBytes());
        return { id: created.classId, title: created.classTitle };
      },
    ],
  ];
  it.each(itemKinds)(
    "features %s of the organization, named by its title, not another organization's",
    async (_, featuredItemName, createItem) => {
      const { id: itemId, title } = await createItem(cookie);
      const item = await createFeatured({ featuredItemName, featuredItemId: itemId });
      expect(item.featuredItemId).toBe(itemId);
      // The dashboard names the picture's item without loading the whole shop or schedule.
      expect(item.featuredItemTitle).toBe(title);
      const listed = (await listFeatured()).featuredItems.find(
        (featured: { featuredId: string }) => featured.featuredId === item.featuredId,
      );
      expect(listed.featuredItemTitle).toBe(title);
      const { id: theirs } = await createItem(otherCookie);
      const uploadId = await stageFile(t, cookie, "featured", await pngBytes(), "x.png");
      const response = await post({ uploadId, featuredItemName, featuredItemId: theirs });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.featuredItemNotFound);
    },
  );

  // The New Featured pickers offer running events and active products and classes; the API
  // holds to the same for any client: members could not open or buy what the picture shows.
  const setAt = (table: "events" | "classes", id: string, change: ReturnType<typeof sql>) =>
    withTenant(t.db, orgId, (trx) =>
      sql`update ${sql.table(table)} set ${change} where id = ${id}`.execute(trx),
    );
  const notFeaturable: Array<[string, string, () => Promise<string>]> = [
    [
      "an inactive product",
      "productItem",
      async () => {
        const { productId } = await createProduct(t, cookie, await pngBytes());
        const status = { isActive: false };
        const response = await asAdmin("PATCH", `/api/v1/products/${productId}/status`, status);
        expect(response.statusCode).toBe(200);
        return productId;
      },
    ],
    [
      "a cancelled event",
      "eventItem",
      async () => {
        const response = await postEvent(t, cookie, eventPayload(), await pngBytes());
        expect(response.statusCode, response.body).toBe(201);
        const { eventId } = response.json();
        await setAt("events", eventId, sql`is_cancelled = true`);
        return eventId;
      },
    ],
    [
      "a class whose last date has passed",
      "classItem",
      async () => {
        const { classId } = await createClass(t, cookie, await pngBytes());
        const past = new Date(t.clock.now.getTime() - 24 * 60 * 60 * 1000);
        await setAt("classes", classId, sql`series_end_at = ${past}`);
        return classId;
      },
    ],
  ];
  it.each(notFeaturable)(
    "refuses %s with its reason and saves nothing",
    async (_, featuredItemName, createItem) => {
      const featuredItemId = await createItem();
      const uploadId = await stageFile(t, cookie, "featured", await pngBytes(), "x.png");
      const before = await contentCounts(t, orgId);
      const response = await post({ uploadId, featuredItemName, featuredItemId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: MESSAGES.featuredItemNotActive,
        fields: { featuredItemId: MESSAGES.featuredItemNotActive },
      });
      expect(await contentCounts(t, orgId)).toEqual(before);
    },
  );

  it("says when the product it shows was made inactive since, and again when it is back", async () => {
    const product = await createProduct(t, cookie, await pngBytes());
    const item = await createFeatured({
      featuredItemName: "productItem",
      featuredItemId: product.productId,
    });
    expect(item.isFeaturedItemAvailable).toBe(true);
    const listed = async () =>
      (await listFeatured()).featuredItems.find(
        (featured: { featuredId: string }) => featured.featuredId === item.featuredId,
      );
    const status = `/api/v1/products/${product.productId}/status`;
    expect((await asAdmin("PATCH", status, { isActive: false })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      featuredItemTitle: product.productTitle,
      isFeaturedItemAvailable: false,
    });
    expect((await asAdmin("PATCH", status, { isActive: true })).statusCode).toBe(200);
    expect((await listed()).isFeaturedItemAvailable).toBe(true);
  });

  it("says when the class it shows is over", async () => {
    const created = await createClass(t, cookie, await pngBytes());
    const item = await createFeatured({
      featuredItemName: "classItem",
      featuredItemId: created.classId,
    });
    const past = new Date(t.clock.now.getTime() - 24 * 60 * 60 * 1000);
    await setAt("classes", created.classId, sql`series_end_at = ${past}`);
    const listed = (await listFeatured()).featuredItems.find(
      (featured: { featuredId: string }) => featured.featuredId === item.featuredId,
    );
    expect(listed.isFeaturedItemAvailable).toBe(false);
  });

  it("counts a plain link as available", async () => {
    const item = await createFeatured({ featuredLink: "https://harbor.example/open" });
    expect(item.isFeaturedItemAvailable).toBe(true);
  });

  it("keeps the picture of a product deleted since, with its kind and no title", async () => {
    const product = await createProduct(t, cookie, await pngBytes());
    const item = await createFeatured({
      featuredItemName: "productItem",
      featuredItemId: product.productId,
    });
    const removed = await asAdmin("DELETE", `/api/v1/products/${product.productId}`);
    expect(removed.statusCode).toBe(200);
    const listed = (await listFeatured()).featuredItems.find(
      (featured: { featuredId: string }) => featured.featuredId === item.featuredId,
    );
    // The dashboard reads this as "Product deleted" (core featuredTarget).
    expect(listed).toMatchObject({
      featuredItemName: "productItem",
      featuredItemTitle: null,
      isFeaturedItemAvailable: false,
    });
  });

  it("requires the image: 'Please select a file.'", async () => {
    const response = await post({ placement: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
  });

  it("refuses a field the form does not send with 400, naming it, and saves nothing", async () => {
    const uploadId = await stageFile(t, cookie, "featured", await pngBytes(1600, 900), "a.png");
    const before = await contentState();
    const response = await post({ uploadId, placement: 1, featuredTitle: "Spring" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: featuredTitle.",
    );
    expect(await contentState()).toEqual(before);
  });

  it("takes a document's upload for no image", async () => {
    const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "a.pdf");
    const response = await post({ uploadId });
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
  });
});

describe("deleting a featured item", () => {
  it("deletes the record and its picture: 'Featured Item has been deleted.'", async () => {
    const item = await createFeatured();
    const files = await storedFiles(t);
    const response = await asAdmin("DELETE", `/api/v1/featured/${item.featuredId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.featuredDeleted);
    // The picture and its thumbnail.
    expect((await storedFiles(t)).length).toBe(files.length - 2);
    const ids = (await listFeatured()).featuredItems.map(
      (f: { featuredId: string }) => f.featuredId,
    );
    expect(ids).not.toContain(item.featuredId);
    expect(await auditActions(t, orgId)).toContain("featured.deleted");
  });

  it("answers 404 to another organization and changes nothing", async () => {
    const item = await createFeatured();
    await expectDeleteRefusedUnchanged(
      t,
      `/api/v1/featured/${item.featuredId}`,
      otherCookie,
      contentState,
    );
  });
});
