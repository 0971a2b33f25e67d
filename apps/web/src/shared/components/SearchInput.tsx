import { TextInput, type TextInputProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";

type SearchInputProps = Omit<TextInputProps, "value" | "onChange"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

// A list's search box; the list filters as the admin types (000 §9 "Type to search").
export function SearchInput({ value, onChange, ...input }: SearchInputProps) {
  return (
    <TextInput
      placeholder={MESSAGES.typeToSearch}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...input}
    />
  );
}
