import type { EventSummary } from "@studiodesk/core/contracts/schedule";

// What the featured picker needs of the organization's running events.
export type RunningEvents = { data: EventSummary[] | undefined; isLoading: boolean };

// The events belong to the schedule; the router hands its hook in, so the dashboard does not
// reach into another feature.
export type UseRunningEvents = () => RunningEvents;
