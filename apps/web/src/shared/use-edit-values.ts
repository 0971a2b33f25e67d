import { useEffect, useState } from "react";

// The form of an item's view (event, class, product): its values, starting as `loaded`; what
// differs from the loaded item (`changesOf` answers the fields an update sends); and `set`
// for a few fields at a time.
export function useEditValues<Values extends object, Changes extends object>(
  loaded: Values,
  changesOf: (values: Values) => Changes,
) {
  const [values, setValues] = useState<Values>(loaded);
  const changes = changesOf(values);
  const hasChanges = Object.keys(changes).length > 0;
  const set = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  // Fresh data (after a save, or another admin's change) replaces the form unless edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `loaded` resets.
  useEffect(() => {
    if (!hasChanges) setValues(loaded);
  }, [loaded]);

  return { values, setValues, set, changes, hasChanges };
}
