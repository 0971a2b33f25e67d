import { TextInput } from "@mantine/core";
import { MEMBER_NAME_MAX_LENGTH } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";

type NameField = "firstName" | "lastName";

// 000 §5 Member creation and Member profile: the required first and last name, each stopping at
// the contract's limit. `inputProps` is the form's getInputProps.
export function MemberNameFields({ inputProps }: { inputProps: (field: NameField) => object }) {
  return (
    <>
      <TextInput
        label={MESSAGES.firstName}
        withAsterisk
        maxLength={MEMBER_NAME_MAX_LENGTH}
        {...inputProps("firstName")}
      />
      <TextInput
        label={MESSAGES.lastName}
        withAsterisk
        maxLength={MEMBER_NAME_MAX_LENGTH}
        {...inputProps("lastName")}
      />
    </>
  );
}
