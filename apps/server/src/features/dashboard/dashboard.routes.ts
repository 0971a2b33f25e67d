import { ZFrontDeskToday, ZKeyFigures } from "@studiodesk/core/contracts/dashboard";
import { staffRoutes } from "../../shared/staff-routes";
import { getKeyFigures } from "./dashboard.service";
import { getFrontDeskToday } from "./front-desk-today.service";

export const dashboardRoutes = staffRoutes("dashboard", (route) => {
  route.get("/dashboard/key-figures", { response: ZKeyFigures }, ({ deps, auth }) =>
    getKeyFigures(deps, auth),
  );
  route.get("/dashboard/today", { response: ZFrontDeskToday }, ({ deps, auth }) =>
    getFrontDeskToday(deps, auth),
  );
});
