import { useParams } from "react-router";
import { RedirectWithNotice } from "../shared/components/RedirectWithNotice";
import { NotFoundPage } from "./pages/NotFoundPage";

// What may follow a detail page's base address when its id is missing: nothing, "users", or
// "/users" (an empty id between two slashes, which no :id route matches).
const ID_LESS_REST = /^\/*(users\/*)?$/;

// 001 §2: a detail address without its id goes back to its list with the not-found notice;
// any other address below the base is unknown. Mounted at "<base>/*".
export function MissingIdRedirect({ to, notice }: { to: string; notice: string }) {
  const rest = useParams()["*"] ?? "";
  if (!ID_LESS_REST.test(rest)) return <NotFoundPage />;
  return <RedirectWithNotice to={to} notice={notice} />;
}
