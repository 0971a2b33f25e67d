import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  auditActions,
  contentCounts,
  contentStateOf,
  pathOf,
  pdfBytes,
  stageFile,
  storedFiles,
} from "../../../test/support/content-test-support";
import { expectDeleteRefusedUnchanged } from "../../../test/support/refused-unchanged";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { CONTENT_LINK_SECONDS } from "../content-uploads/content-uploads.service";

const { t, orgId, otherOrgId, cookie, asAdmin, otherCookie } =
  await appWithTwoOrganizations("Documents Test");

const fields = { title: "Liability Waiver", subTitle: "Please sign", description: "<p>Read.</p>" };

const post = (payload: object, session = cookie) =>
  t.request({ method: "POST", url: "/api/v1/documents", cookie: session, payload });

async function createDocument(changes: object = {}) {
  const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "waiver.pdf");
  const response = await post({ ...fields, uploadId, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const listTitles = async (session = cookie) =>
  (await t.request({ method: "GET", url: "/api/v1/documents", cookie: session }))
    .json()
    .documents.map((document: { fileTitle: string }) => document.fileTitle);

const contentState = contentStateOf(t, orgId);

describe("new document (000 §5 Document)", () => {
  it("creates a signable PDF document, active and required by default, with a share link", async () => {
    const document = await createDocument();
    expect(document).toMatchObject({
      fileTitle: "Liability Waiver",
      fileSubTitle: "Please sign",
      fileDescription: "<p>Read.</p>",
      fileName: "waiver.pdf",
      fileContentType: "application/pdf",
      isActive: true,
      isRequired: true,
      isSignable: true,
    });
    expect(document.shareLink).toMatch(new RegExp(`^${t.config.publicUrl}/l/[0-9A-Za-z]{10}$`));
    expect(await auditActions(t, orgId)).toContain("document.created");
  });

  it("keeps the active and required switches as sent", async () => {
    const document = await createDocument({ isActive: false, isRequired: false });
    expect(document).toMatchObject({ isActive: false, isRequired: false, isSignable: true });
  });

  it("lists the organization's documents, newest first", async () => {
    t.clock.now = new Date(Date.now() + 60_000);
    await createDocument({ title: "Studio Policies" });
    t.clock.now = new Date();
    expect((await listTitles())[0]).toBe("Studio Policies");
    expect(await listTitles(otherCookie)).toEqual([]);
  });

  it.each([
    ["a blank title", { title: "  " }],
    ["no sub title", { subTitle: undefined }],
    ["an empty editor", { description: "<p></p>" }],
    ["a description that is only a script", { description: "<script>alert(1)</script>" }],
  ])(
    "refuses %s with 'Please complete all the necessary fields.' and saves nothing",
    async (_, change) => {
      const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "w.pdf");
      const before = await contentCounts(t, orgId);
      const response = await post({ ...fields, uploadId, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.completeAllFields);
      expect(await contentCounts(t, orgId)).toEqual(before);
    },
  );

  it("refuses a document without a file with 'Please select a file.'", async () => {
    const before = await contentCounts(t, orgId);
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
    expect(await contentCounts(t, orgId)).toEqual(before);
  });

  // A hand-made call naming a field the form has not (isSignable is the server's to say) is
  // refused, as every other create refuses one, not saved without it.
  it("refuses a field the form does not send with 400, naming it, and saves nothing", async () => {
    const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "w.pdf");
    const before = await contentState();
    const response = await post({ ...fields, uploadId, isSignable: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isSignable.",
    );
    expect(await contentState()).toEqual(before);
  });

  it.each([
    ["another organization's upload", "other-org"],
    ["a resource's upload", "resource"],
    ["an upload already used", "used"],
  ])("takes %s for no file and saves nothing", async (_, kind) => {
    let uploadId: string;
    if (kind === "other-org") {
      uploadId = await stageFile(t, otherCookie, "documents", pdfBytes(), "theirs.pdf");
    } else if (kind === "resource") {
      uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "notes.pdf");
    } else {
      uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "once.pdf");
      expect((await post({ ...fields, uploadId })).statusCode).toBe(201);
    }
    const before = {
      mine: await contentCounts(t, orgId),
      theirs: await contentCounts(t, otherOrgId),
    };
    const response = await post({ ...fields, uploadId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
    expect(await contentCounts(t, orgId)).toEqual(before.mine);
    expect(await contentCounts(t, otherOrgId)).toEqual(before.theirs);
  });
});

describe("description sanitizing (the member app renders this HTML)", () => {
  it("keeps the editor's formatting and drops scripts, event handlers, styles and javascript: links", async () => {
    const hostile = [
      "<h2>Before class</h2>",
      '<p onclick="steal()" style="position:fixed">Please <strong>read</strong> <em>all</em>.</p>',
      "<script>fetch('/api/v1/members')</script>",
      '<img src="x" onerror="alert(1)">',
      '<p><a href="javascript:alert(1)">click</a> <a href="JaVaScRiPt&#58;alert(2)">again</a></p>',
      '<p><a href="data:text/html;base64,PHNjcmlwdD4=">data</a></p>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(3)"></svg>',
      '<ul><li><a href="https://harbor.example/rules" target="_blank" onmouseover="x()">Rules</a></li></ul>',
      '<p><a href="mailto:front@harbor.example">Mail us</a></p>',
    ].join("");
    const document = await createDocument({ description: hostile });
    expect(document.fileDescription).toBe(
      [
        "<h2>Before class</h2>",
        "<p>Please <strong>read</strong> <em>all</em>.</p>",
        "<p><a>click</a> <a>again</a></p>",
        "<p><a>data</a></p>",
        '<ul><li><a href="https://harbor.example/rules">Rules</a></li></ul>',
        '<p><a href="mailto:front@harbor.example">Mail us</a></p>',
      ].join(""),
    );
    const listed = (await t.request({ method: "GET", url: "/api/v1/documents", cookie }))
      .json()
      .documents.find((item: { fileId: string }) => item.fileId === document.fileId);
    expect(listed.fileDescription).toBe(document.fileDescription);
    expect(listed.fileDescription).not.toMatch(/script|onerror|onclick|javascript|style=|data:/i);
  });

  it("stores plain text as paragraphs", async () => {
    const document = await createDocument({ description: "First line\nSecond <line>" });
    expect(document.fileDescription).toBe("<p>First line</p><p>Second</p>");
  });
});

describe("viewing a document", () => {
  it("answers a signed link that serves the PDF and stops working after a few minutes", async () => {
    const document = await createDocument();
    const response = await asAdmin("GET", `/api/v1/documents/${document.fileId}/view`);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url.startsWith(`${t.config.publicUrl}/files/signed/private/${orgId}/`)).toBe(true);
    const file = await t.app.inject({ method: "GET", url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);

    t.clock.now = new Date(Date.now() + (CONTENT_LINK_SECONDS + 1) * 1000);
    expect((await t.app.inject({ method: "GET", url: pathOf(url) })).statusCode).toBe(403);
    t.clock.now = new Date();
  });

  it("answers 404 for another organization's document", async () => {
    const document = await createDocument();
    const response = await t.request({
      method: "GET",
      url: `/api/v1/documents/${document.fileId}/view`,
      cookie: otherCookie,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("deleting a document", () => {
  it("deletes the record and its file: '{title} has been deleted'", async () => {
    const document = await createDocument({ title: "Old Waiver" });
    const files = await storedFiles(t);
    const response = await asAdmin("DELETE", `/api/v1/documents/${document.fileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Old Waiver has been deleted");
    expect((await storedFiles(t)).length).toBe(files.length - 1);
    expect(await listTitles()).not.toContain("Old Waiver");
    expect(await auditActions(t, orgId)).toContain("document.deleted");
    const again = await asAdmin("DELETE", `/api/v1/documents/${document.fileId}`);
    expect(again.statusCode).toBe(404);
  });

  it("retires the document's share link: its page answers 410 without the title", async () => {
    const document = await createDocument({ title: "Retired Waiver" });
    const page = () => t.app.inject({ method: "GET", url: new URL(document.shareLink).pathname });
    expect((await page()).statusCode).toBe(200);
    await asAdmin("DELETE", `/api/v1/documents/${document.fileId}`);
    const retired = await page();
    expect(retired.statusCode).toBe(410);
    expect(retired.body).not.toContain("Retired Waiver");
  });

  it("gives an inactive document no public link", async () => {
    const document = await createDocument({ isActive: false });
    expect(document.shareLink).toBeNull();
  });

  it("answers 404 for another organization's document and changes nothing", async () => {
    const document = await createDocument({ title: "Kept" });
    await expectDeleteRefusedUnchanged(
      t,
      `/api/v1/documents/${document.fileId}`,
      otherCookie,
      contentState,
    );
  });
});

describe("a member's documents (the member profile's Documents tab)", () => {
  it("lists the active documents, signed or not, and is all-signed only when every one is", async () => {
    const member = await t.createUser(orgId, { admin: false });
    const url = `/api/v1/members/${member.id}/documents`;
    const active = (await t.request({ method: "GET", url: "/api/v1/documents", cookie }))
      .json()
      .documents.filter((document: { isActive: boolean }) => document.isActive);
    const first = await t.request({ method: "GET", url, cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().documents).toHaveLength(active.length);
    expect(first.json().allSigned).toBe(false);

    await withTenant(t.db, orgId, (trx) =>
      trx
        .insertInto("user_files")
        .values(
          [...active, { fileId: "removed-document", fileTitle: "Old Form" }].map((document) => ({
            id: `${member.id}-${document.fileId}`,
            org_id: orgId,
            user_id: member.id,
            file_id: document.fileId,
            file_title: document.fileTitle,
            file_signed_link: "https://sign.example/signed.pdf",
          })),
        )
        .execute(),
    );
    const signed = (await t.request({ method: "GET", url, cookie })).json();
    expect(signed.allSigned).toBe(true);
    expect(signed.documents).toHaveLength(active.length + 1);
    expect(signed.documents.every((document: { isSigned: boolean }) => document.isSigned)).toBe(
      true,
    );
    expect(signed.documents.at(-1)).toMatchObject({ fileId: "removed-document", isSigned: true });
  });

  it("answers 404 for a member of another organization", async () => {
    const stranger = await t.createUser(otherOrgId, { admin: false });
    const response = await asAdmin("GET", `/api/v1/members/${stranger.id}/documents`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.memberNotFound);
  });
});
