import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { MemberProfile, UpdateMemberRequest } from "@studiodesk/core/contracts/members";
import {
  MEDICAL_NOTES_MAX_LENGTH,
  MEMBER_ADDRESS_MAX_LENGTH,
  MEMBER_PHONE_MAX_LENGTH,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  dateOfBirthIssue,
  GENDER_LABELS,
  maskMemberId,
  todayIn,
} from "@studiodesk/core/rules/members";
import { completePhone, formatPhone } from "@studiodesk/core/rules/phone";
import { saveOutcomeHandlers, useSavedValuesWhileUntouched } from "../../../../shared/saved-form";
import { useOrganizationTimeZone } from "../../../../shared/session";
import { useFormDraftOf } from "../../../../shared/use-form-draft";
import { useUpdateMember } from "../../members.api";
import { MemberNameFields } from "../MemberNameFields";
import { ProfileEditForm } from "./ProfileEditForm";

type ProfileValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  dateOfBirth: string;
  gender: string;
  medicalNotes: string;
};

const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));

function toValues(profile: MemberProfile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: formatPhone(profile.phoneNumber ?? ""),
    address: profile.address ?? "",
    dateOfBirth: profile.dateOfBirth ?? "",
    gender: profile.gender ?? "",
    medicalNotes: profile.medicalNotes ?? "",
  };
}

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

// Only the fields that changed are sent; an emptied optional field is cleared (null).
function toChanges(values: ProfileValues, initial: ProfileValues): UpdateMemberRequest {
  const changes: UpdateMemberRequest = {};
  if (values.firstName !== initial.firstName) changes.firstName = values.firstName.trim();
  if (values.lastName !== initial.lastName) changes.lastName = values.lastName.trim();
  if (values.phoneNumber !== initial.phoneNumber) changes.phoneNumber = orNull(values.phoneNumber);
  if (values.address !== initial.address) changes.address = orNull(values.address);
  if (values.dateOfBirth !== initial.dateOfBirth) changes.dateOfBirth = orNull(values.dateOfBirth);
  if (values.gender !== initial.gender) {
    changes.gender = values.gender === "female" || values.gender === "male" ? values.gender : null;
  }
  if (values.medicalNotes !== initial.medicalNotes) {
    changes.medicalNotes = orNull(values.medicalNotes);
  }
  return changes;
}

const required = (value: string) => (value.trim() === "" ? MESSAGES.completeAllFields : null);
// 000 §5 phone mask: an incomplete number ("(555") is refused, not saved as typed.
const completeOrEmpty = (value: string) =>
  value === "" || completePhone(value) !== null ? null : MESSAGES.phoneIncomplete;

export function ProfileTab({ profile }: { profile: MemberProfile }) {
  const update = useUpdateMember(profile.id);
  // A date of birth is at most today, in the studio's zone as the server counts it.
  const today = todayIn(useOrganizationTimeZone(), new Date());
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: toValues(profile),
    validate: {
      firstName: required,
      lastName: required,
      phoneNumber: completeOrEmpty,
      dateOfBirth: (value) => dateOfBirthIssue(value, today),
    },
  });

  useSavedValuesWhileUntouched(form, profile, toValues);
  // After the saved values' effect, so a restored draft is not replaced by them.
  useFormDraftOf(form, "member-profile");

  const handleSubmit = form.onSubmit((values) => {
    const changes = toChanges(values, form.getInitialValues());
    update.mutate(changes, saveOutcomeHandlers(form, toValues));
  });

  return (
    <ProfileEditForm onSubmit={handleSubmit} isDirty={form.isDirty()} isPending={update.isPending}>
      {/* 000 §5: email and member id are read-only; the id shows 10 characters. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={MESSAGES.email} value={profile.email} readOnly variant="filled" />
        <TextInput
          label={MESSAGES.memberId}
          value={maskMemberId(profile.id)}
          readOnly
          variant="filled"
        />
        <MemberNameFields inputProps={form.getInputProps} />
        <TextInput
          label={MESSAGES.phone}
          type="tel"
          inputMode="tel"
          placeholder="(###) ###-####"
          maxLength={MEMBER_PHONE_MAX_LENGTH}
          {...form.getInputProps("phoneNumber")}
          // 000 §5 phone mask (###) ###-####, applied as the admin types.
          onChange={(event) =>
            form.setFieldValue("phoneNumber", formatPhone(event.currentTarget.value))
          }
        />
        <TextInput
          label={MESSAGES.address}
          maxLength={MEMBER_ADDRESS_MAX_LENGTH}
          {...form.getInputProps("address")}
        />
        <TextInput
          label={MESSAGES.dateOfBirth}
          type="date"
          max={today}
          {...form.getInputProps("dateOfBirth")}
        />
        <Select
          label={MESSAGES.gender}
          data={GENDER_OPTIONS}
          clearable
          placeholder={MESSAGES.notSet}
          {...form.getInputProps("gender")}
          value={form.values.gender || null}
          onChange={(value) => form.setFieldValue("gender", value ?? "")}
        />
      </SimpleGrid>
      <Textarea
        label={MESSAGES.medicalNotes}
        maxLength={MEDICAL_NOTES_MAX_LENGTH}
        autosize
        minRows={3}
        {...form.getInputProps("medicalNotes")}
      />
    </ProfileEditForm>
  );
}
