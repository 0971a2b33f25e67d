import { describe, expect, it } from "vitest";
import { checkoutItemFromQuery } from "./checkout-item";

const itemOf = (query: string) => checkoutItemFromQuery(new URLSearchParams(query));

describe("checkoutItemFromQuery (the checkout's item from its address)", () => {
  it("reads an event occurrence, an event and a product", () => {
    expect(itemOf("eventId=e1&eventStart=2026-12-01T18:00:00.000Z")).toEqual({
      kind: "event",
      eventId: "e1",
      eventStart: "2026-12-01T18:00:00.000Z",
    });
    expect(itemOf("eventId=e1")).toEqual({ kind: "event", eventId: "e1" });
    expect(itemOf("productId=p1")).toEqual({ kind: "product", productId: "p1" });
  });

  it("reads an occurrence start in epoch milliseconds, as the original app's links carry it", () => {
    expect(itemOf(`eventId=e1&eventStart=${Date.UTC(2026, 11, 1, 18)}`)).toEqual({
      kind: "event",
      eventId: "e1",
      eventStart: "2026-12-01T18:00:00.000Z",
    });
  });

  it("has no item without an id, or with one the API would refuse to read", () => {
    expect(itemOf("")).toBeNull();
    expect(itemOf("eventId=e1&eventStart=not-a-date")).toBeNull();
    expect(itemOf("eventId=e1&eventStart=0000-01-01T00:00:00Z")).toBeNull();
    expect(itemOf(`productId=${"x".repeat(101)}`)).toBeNull();
  });

  // 001 §2 route table: one item per checkout; an address naming both sells neither.
  it("has no item when the address names both an event and a product", () => {
    expect(itemOf("eventId=e1&productId=p1")).toBeNull();
    expect(itemOf("eventId=e1&eventStart=2026-12-01T18:00:00.000Z&productId=p1")).toBeNull();
  });
});
