import { z } from "zod";

// A record's id as it arrives in a path (`/products/:productId` …).
export const ZId = z.string().min(1).max(100);
