// Resolves in a later main-thread task: the browser may paint and answer a tap between two
// pieces of start-up work, which one long task would make it wait for (issue #19: total
// blocking time). `scheduler.yield()` where the browser has it, which resumes ahead of other
// queued work; a zero timeout elsewhere.
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
