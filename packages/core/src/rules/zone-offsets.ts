// A zone's UTC offsets over a span of time, worked out by the server from the zone's rules
// (zoneOffsets in zoned-time.ts). A browser given one (rememberZoneOffsets) converts the
// span's times without Intl's time-zone data, whose first use is one of the longest tasks of
// a phone's first load (about 80 ms on its CPU; issue #19). Instants are ISO-8601 UTC, as
// everywhere on the wire.
export type ZoneOffsets = {
  timeZone: string;
  from: string;
  to: string;
  // The offset from `at` on, until the next change; the first change is at `from`.
  changes: Array<{ at: string; offsetMinutes: number }>;
};

type KnownOffsets = {
  table: ZoneOffsets;
  from: number;
  to: number;
  changesAt: number[];
  offsets: number[];
};

// The tables a browser was given, by zone; offsetMinutes (zoned-time.ts) answers from them
// within their span. Apart from zoned-time.ts so that remembering one loads no time-zone code.
const knownOffsets = new Map<string, KnownOffsets>();

export function rememberZoneOffsets(table: ZoneOffsets): void {
  if (knownOffsets.get(table.timeZone)?.table === table) return;
  knownOffsets.set(table.timeZone, {
    table,
    from: Date.parse(table.from),
    to: Date.parse(table.to),
    changesAt: table.changes.map((change) => Date.parse(change.at)),
    offsets: table.changes.map((change) => change.offsetMinutes),
  });
}

export function knownOffset(timeZone: string, ms: number): number | undefined {
  const known = knownOffsets.get(timeZone);
  if (!known || ms < known.from || ms >= known.to) return undefined;
  // The last change at or before the instant.
  let low = 0;
  let high = known.changesAt.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((known.changesAt[middle] ?? Number.POSITIVE_INFINITY) <= ms) low = middle;
    else high = middle - 1;
  }
  return known.offsets[low];
}
