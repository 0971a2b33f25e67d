import { Card, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { WALK_IN_NAME_MAX_LENGTH } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "@studiodesk/core/rules/sign-in";
import { useState } from "react";
import { MemberPicker, type PickedMember } from "../../../shared/components/MemberPicker";

export type CustomerValues = {
  kind: "member" | "walk_in";
  member: PickedMember | null;
  name: string;
  email: string;
};

export const NO_CUSTOMER: CustomerValues = { kind: "member", member: null, name: "", email: "" };

type CustomerCardProps = { values: CustomerValues; onChange: (values: CustomerValues) => void };

// 000 §2 Terminal checkout, step 2 Customer Details: a member, or (beyond the spec, see
// docs/spec-deviations.md) a walk-in customer with a name and an email for the receipt.
export function CustomerCard({ values, onChange }: CustomerCardProps) {
  // Said once the field is left, so Collect Payment is never disabled without a reason.
  const [isEmailLeft, setIsEmailLeft] = useState(false);
  const isEmailWrong = values.email.trim() !== "" && !isEmailAddress(values.email);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {MESSAGES.step2CustomerDetails}
        </Title>
        <SegmentedControl
          aria-label={MESSAGES.customerType}
          value={values.kind}
          data={[
            { value: "member", label: MESSAGES.member },
            { value: "walk_in", label: MESSAGES.walkIn },
          ]}
          onChange={(kind) =>
            onChange({ ...values, kind: kind === "walk_in" ? "walk_in" : "member" })
          }
        />
        {values.kind === "member" ? (
          <MemberPicker
            customer={values.member}
            onChange={(member) => onChange({ ...values, member })}
          />
        ) : (
          <>
            <TextInput
              label={MESSAGES.name}
              withAsterisk
              maxLength={WALK_IN_NAME_MAX_LENGTH}
              value={values.name}
              onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
            />
            <TextInput
              label={MESSAGES.email}
              type="email"
              withAsterisk
              maxLength={EMAIL_MAX_LENGTH}
              value={values.email}
              error={isEmailLeft && isEmailWrong ? MESSAGES.invalidEmail : undefined}
              onBlur={() => setIsEmailLeft(true)}
              onChange={(event) => onChange({ ...values, email: event.currentTarget.value })}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
