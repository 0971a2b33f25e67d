// A class's pages (001 §2 route table: /dashboard/classes/{classId}/ and its /users), opened
// from the classes list, the schedule, an event of the class, a member's Classes tab and the
// dashboard's front desk.
export const CLASSES_PATH = "/dashboard/classes";

export const classPath = (classId: string): string =>
  `${CLASSES_PATH}/${encodeURIComponent(classId)}/`;

export const classMembersPath = (classId: string): string => `${classPath(classId)}users`;
