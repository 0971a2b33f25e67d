import { ZKeyFigures } from "@studiodesk/core/contracts/dashboard";
import { staffRoutes } from "../../shared/staff-routes";
import { getKeyFigures } from "./dashboard.service";

export const dashboardRoutes = staffRoutes("dashboard", (route) => {
  route.get("/dashboard/key-figures", { response: ZKeyFigures }, ({ deps, auth }) =>
    getKeyFigures(deps, auth),
  );
});
