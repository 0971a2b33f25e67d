import { Switch } from "@mantine/core";
import type { FieldsProps } from "./event-field-values";

type SettingSwitchesProps<Key extends string> = FieldsProps<Record<Key, boolean>> & {
  switches: ReadonlyArray<{ key: Key; label: string }>;
};

// A row of on/off settings (private, on calendar, featured …), each a boolean of the values.
export function SettingSwitches<Key extends string>({
  switches,
  values,
  set,
}: SettingSwitchesProps<Key>) {
  return switches.map(({ key, label }) => (
    <Switch
      key={key}
      label={label}
      checked={values[key]}
      onChange={(e) => set({ [key]: e.currentTarget.checked } as Partial<Record<Key, boolean>>)}
    />
  ));
}
