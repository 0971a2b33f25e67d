import { describe, expect, it } from "vitest";
import { inlineMessageReads } from "./inline-messages";

const MESSAGES = { pageNotFound: "Page Not Found", signInFailed: 'Say "no".' };
const IMPORT = 'import { MESSAGES } from "@studiodesk/core/messages";\n';

describe("inlineMessageReads", () => {
  it("writes each MESSAGES read of a module that imports MESSAGES as its text", () => {
    const code = `${IMPORT}const title = MESSAGES.pageNotFound;\nnotify(MESSAGES.signInFailed);`;
    expect(inlineMessageReads(code, MESSAGES)).toBe(
      `${IMPORT}const title = "Page Not Found";\nnotify("Say \\"no\\".");`,
    );
  });

  it("reads core's own relative import of the messages too", () => {
    const code = 'import { MESSAGES } from "../messages";\nexport const t = MESSAGES.pageNotFound;';
    expect(inlineMessageReads(code, MESSAGES)).toContain('export const t = "Page Not Found";');
  });

  it("leaves a computed read, an unknown text and another object's property as they are", () => {
    const code = `${IMPORT}a(MESSAGES[key]); b(MESSAGES.missing); c(OTHER.MESSAGES.pageNotFound);`;
    expect(inlineMessageReads(code, MESSAGES)).toBe(code);
  });

  it("leaves a module that does not import MESSAGES as it is", () => {
    const code = "const MESSAGES = { pageNotFound: 'x' };\nuse(MESSAGES.pageNotFound);";
    expect(inlineMessageReads(code, MESSAGES)).toBe(code);
  });
});
