import { launchBrowser, newPage, signIn } from "./support/browser";
const browser = await launchBrowser();
const { context, page } = await newPage(browser);
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
await signIn(page, "admin@harbor.example");
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/shot-dashboard.png", fullPage: true });
for (const name of ["documents", "resources", "videos"]) {
  await page.goto(`/dashboard/${name}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
}
await page.goto("/dashboard/documents");
await page.getByRole("button", { name: "New Document" }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: "/tmp/shot-newdoc.png", fullPage: true });
await context.close();
await browser.close();
