// The schedule page's chunk, apart from the other pages' (page-chunks.ts) because the shell
// imports it to warm it up, and page-chunks.ts imports the shell.
export const importSchedulePage = () => import("../features/schedule/pages/SchedulePage");

// The schedule is the busiest page and the heaviest chunk (the calendar): its code loads
// while the browser is idle after the dashboard appears, not when it is first clicked.
export function preloadSchedulePage(): void {
  importSchedulePage().catch(() => {});
}
