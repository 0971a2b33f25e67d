import { TextInput, type TextInputProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { MAX_SEARCH_LENGTH } from "@studiodesk/core/rules/safe-input";

type SearchInputProps = Omit<TextInputProps, "value" | "onChange"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

// A list's search box; the list filters as the admin types (000 §9 "Type to search"). It
// stops at the length the API searches for (a longer one was a 400 with a Retry that failed).
export function SearchInput({ value, onChange, ...input }: SearchInputProps) {
  return (
    <TextInput
      placeholder={MESSAGES.typeToSearch}
      maxLength={MAX_SEARCH_LENGTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...input}
    />
  );
}
