import { ZBookingList, ZListBookingsQuery } from "@studiodesk/core/contracts/bookings";
import { staffRoutes } from "../../shared/staff-routes";
import { listBookings } from "./bookings.service";

// 000 §2 Bookings (/dashboard/booking): read-only.
export const bookingsRoutes = staffRoutes("bookings", (route) => {
  route.get(
    "/bookings",
    { querystring: ZListBookingsQuery, response: ZBookingList },
    ({ deps, auth, query }) => listBookings(deps, auth, query.search),
  );
});
