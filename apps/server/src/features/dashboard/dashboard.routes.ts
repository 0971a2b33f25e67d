import {
  type FrontDeskToday,
  ZFrontDeskToday,
  ZKeyFigures,
} from "@studiodesk/core/contracts/dashboard";
import { answerJson } from "../../shared/org-json-cache";
import { staffRoutes } from "../../shared/staff-routes";
import { getKeyFigures } from "./dashboard.service";
import { getFrontDeskTodayJson } from "./front-desk-today.service";

export const dashboardRoutes = staffRoutes("dashboard", (route) => {
  route.get("/dashboard/key-figures", { response: ZKeyFigures }, ({ deps, auth }) =>
    getKeyFigures(deps, auth),
  );
  // Serialized (and checked against ZFrontDeskToday) when it was cached.
  route.get("/dashboard/today", { response: ZFrontDeskToday }, async ({ deps, auth, reply }) =>
    answerJson<FrontDeskToday>(reply, await getFrontDeskTodayJson(deps, auth)),
  );
});
