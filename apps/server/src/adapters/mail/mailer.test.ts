import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createMailer } from "./mailer";

const mailDir = await mkdtemp(path.join(tmpdir(), "studiodesk-mail-"));
afterAll(() => rm(mailDir, { recursive: true, force: true }));

it("writes a mail to a file and logs its path, never its reset link (issue #20)", async () => {
  const logged: unknown[] = [];
  const logger = { info: (entry: unknown) => logged.push(entry) } as never;
  const mailer = createMailer({
    smtpUrl: undefined,
    from: "Studiodesk <no-reply@studio.example>",
    mailDir,
    logger,
  });
  const link = "http://studio.test/reset-password?token=secret-token-123";
  await mailer.send({ to: "avery@studio.example", subject: "Reset", text: `Reset here: ${link}` });
  const entry = logged[0] as { file: string };
  expect(JSON.stringify(logged)).not.toContain("secret-token-123");
  expect(await readFile(entry.file, "utf8")).toContain("secret-token-123");
});
