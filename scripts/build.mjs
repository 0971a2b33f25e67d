import { build, ensureInstalled } from "./lib.mjs";

ensureInstalled();
if (!(await build())) process.exit(1);
