// The account's query keys, apart from its queries (see schedule/schedule-keys.ts).
export const accountKeys = {
  all: ["account"] as const,
  detail: () => [...accountKeys.all, "detail"] as const,
};
