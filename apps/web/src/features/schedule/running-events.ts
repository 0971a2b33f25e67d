import { useQuery } from "@tanstack/react-query";
import { runningEventsQueryOptions } from "./schedule.api";

// The organization's running events, for other features' pickers (the router hands this
// hook to the dashboard's featured items).
export const useRunningEvents = () => useQuery(runningEventsQueryOptions());
