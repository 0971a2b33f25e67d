import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appShellScrollClass } from "./app-shell-scroll-class";

const require = createRequire(import.meta.url);
const mantineEsm = path.join(path.dirname(require.resolve("@mantine/core")), "../esm");
const transform = (id: string, code: string) => {
  const hook = appShellScrollClass().transform;
  if (typeof hook !== "function") throw new Error("no transform hook");
  return (hook as (code: string, id: string) => { code: string } | null)(code, id);
};

describe("appShellScrollClass", () => {
  it.each(["Header", "Footer", "Aside"])(
    "gives Mantine's AppShell%s the scroll-lock class name without react-remove-scroll",
    (section) => {
      const id = path.join(
        mantineEsm,
        `components/AppShell/AppShell${section}/AppShell${section}.mjs`,
      );
      const result = transform(id, readFileSync(id, "utf8"));
      expect(result?.code).not.toContain('from "react-remove-scroll"');
      expect(result?.code).toContain('from "react-remove-scroll-bar/constants"');
      expect(result?.code).toContain("RemoveScroll.classNames.zeroRight");
    },
  );

  it("stops the build when a section uses more of RemoveScroll than its class name", () => {
    const id = path.join(mantineEsm, "components/AppShell/AppShellHeader/AppShellHeader.mjs");
    const code = 'import { RemoveScroll } from "react-remove-scroll";\nRemoveScroll.defaultProps;';
    expect(() => transform(id, code)).toThrow(/changed shape/);
  });

  it("leaves every other module alone", () => {
    expect(
      transform("/x/node_modules/@mantine/core/esm/components/Modal/Modal.mjs", "code"),
    ).toBeNull();
  });
});
