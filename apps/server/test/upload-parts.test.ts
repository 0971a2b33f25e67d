import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { classPayload, createClass } from "./support/classes-test-support";
import { filesForm, pdfBytes, storedFiles, twoPicturesForm } from "./support/content-test-support";
import { createFingerprint } from "./support/route-fixtures";
import {
  eventPayload,
  multipart,
  postEvent,
  TEST_NOW,
  testImage,
} from "./support/schedule-test-support";
import { createProduct, productPayload } from "./support/shop-test-support";
import { appWithTwoOrganizations } from "./support/two-organizations";

// One upload rule for every multipart route: a form sends one file, so a second one refuses
// the whole upload with 400 'The upload has more files or fields than expected. Please send
// one file.' and nothing of it is stored. The content uploads kept the first file (201), and
// a new event, class or product answered 413.
const { t, orgId, cookie } = await appWithTwoOrganizations("Upload Parts", { now: TEST_NOW });
const image = await testImage();
const created = await postEvent(t, cookie, eventPayload(), image);
expect(created.statusCode, created.body).toBe(201);
const eventId = created.json().eventId as string;
const { classId } = await createClass(t, cookie, image);
const { productId } = await createProduct(t, cookie, image);
const memberId = (await t.createUser(orgId, { admin: false })).id;
const fingerprint = await createFingerprint(t, orgId);

const pdf = pdfBytes();
const twoPdfs = () =>
  filesForm([
    { body: pdf, fileName: "a.pdf", contentType: "application/pdf" },
    { body: pdf, fileName: "b.pdf", contentType: "application/pdf" },
  ]);
// A valid new record's payload with two pictures, as a hand-made request may send.
const payloadWithTwoPictures = (payload: object) =>
  multipart([
    { name: "payload", value: JSON.stringify(payload) },
    { name: "image", value: image, fileName: "a.png" },
    { name: "image", value: image, fileName: "b.png" },
  ]);

// A multipart body with its content-type header.
type Form = { payload: Buffer; headers: Record<string, string> };

const ROUTES: Array<[string, () => Promise<Form>]> = [
  ["/api/v1/documents/uploads", async () => twoPdfs()],
  ["/api/v1/resources/uploads", async () => twoPdfs()],
  [`/api/v1/classes/${classId}/resources/uploads`, async () => twoPdfs()],
  ["/api/v1/featured/uploads", twoPicturesForm],
  [`/api/v1/members/${memberId}/photo`, twoPicturesForm],
  ["/api/v1/account/logo", twoPicturesForm],
  [`/api/v1/events/${eventId}/image`, twoPicturesForm],
  [`/api/v1/classes/${classId}/image`, twoPicturesForm],
  [`/api/v1/products/${productId}/image`, twoPicturesForm],
  ["/api/v1/events", async () => payloadWithTwoPictures(eventPayload())],
  ["/api/v1/classes", async () => payloadWithTwoPictures(classPayload())],
  ["/api/v1/products", async () => payloadWithTwoPictures(productPayload())],
];

async function expectRefusedUnstored(url: string, body: Form) {
  const files = await storedFiles(t);
  const rows = await fingerprint();
  const response = await t.request({ method: "POST", url, cookie, ...body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.message).toBe(MESSAGES.uploadTooManyParts);
  expect(await storedFiles(t)).toEqual(files);
  expect(await fingerprint()).toBe(rows);
}

describe("an upload with a second file (issue #20: one rule for every upload)", () => {
  it.each(ROUTES)("POST %s: 400, in our words, and nothing stored", async (url, form) => {
    await expectRefusedUnstored(url, await form());
  });

  it("refuses a new product with more fields than its form sends the same way", async () => {
    const extraFields = ["a", "b", "c", "d"].map((name) => ({ name, value: "x" }));
    await expectRefusedUnstored(
      "/api/v1/products",
      multipart([
        { name: "payload", value: JSON.stringify(productPayload()) },
        ...extraFields,
        { name: "image", value: image, fileName: "a.png" },
      ]),
    );
  });
});
