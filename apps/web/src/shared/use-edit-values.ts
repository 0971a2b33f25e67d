import { useEffect, useRef, useState } from "react";
import { rebaseEdits } from "./rebase-edits";

// The form of an item's view (event, class, product): its values, starting as `loaded`; what
// differs from the loaded item (`changesOf` answers the fields an update sends); and `set`
// for a few fields at a time.
export function useEditValues<Values extends object, Changes extends object>(
  loaded: Values,
  changesOf: (values: Values) => Changes,
) {
  const [values, setValues] = useState<Values>(loaded);
  // The loaded values the form's edits were made on.
  const editedFrom = useRef(loaded);
  const changes = changesOf(values);
  const hasChanges = Object.keys(changes).length > 0;
  const set = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  // Fresh data (after a save, or another admin's change) replaces the form's untouched fields;
  // the edited ones stay, so Update sends this admin's edits and not the colleague's fields
  // back as they were before.
  useEffect(() => {
    const before = editedFrom.current;
    if (before === loaded) return;
    editedFrom.current = loaded;
    setValues((current) => rebaseEdits(before, current, loaded));
  }, [loaded]);

  return { values, setValues, set, changes, hasChanges };
}
