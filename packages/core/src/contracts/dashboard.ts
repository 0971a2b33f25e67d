import { z } from "zod";

// GET /api/v1/dashboard/key-figures: the organization at a glance, above the Featured card.
// Beyond the spec; revenue joins when billing lands.
export const ZKeyFigures = z.object({
  members: z.number().int(),
  // 000 §4 Active user: signed in within the last 30 days.
  activeMembers: z.number().int(),
});
export type KeyFigures = z.infer<typeof ZKeyFigures>;
