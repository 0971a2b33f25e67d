// Fresh data for a form that has edits (another admin saved the item meanwhile, and the live
// update brought it): each field this admin left as it was loaded takes the fresh value, and
// each field they edited keeps their edit. Without it, the form kept every old value, which
// then differed from the fresh data and went back with this admin's Update, undoing the
// colleague's change without a word. Values are plain form values (strings, numbers,
// booleans, null and arrays or objects of them), compared by content.
export function rebaseEdits<Values extends object>(
  loadedBefore: Values,
  edited: Values,
  fresh: Values,
): Values {
  return { ...fresh, ...editedFields(loadedBefore, edited) };
}

// The fields of `edited` that differ from the values the form loaded: what a view's draft
// keeps (shared/form-drafts), so its restore changes no field the admin left alone.
export function editedFields<Values extends object>(
  loaded: Values,
  edited: Values,
): Partial<Values> {
  const fields: Partial<Values> = {};
  for (const key of Object.keys(edited) as (keyof Values)[]) {
    if (!isSameValue(edited[key], loaded[key])) fields[key] = edited[key];
  }
  return fields;
}

const isSameValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
