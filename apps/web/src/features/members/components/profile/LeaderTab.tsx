import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { MemberProfile } from "@studiodesk/core/contracts/members";
import { LEADER_BIO_MAX_LENGTH, LEADER_TITLE_MAX_LENGTH } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  LEADER_ORDER_RANGE,
  leaderOrderForDisplay,
  leaderOrderForStorage,
} from "@studiodesk/core/rules/members";
import { numberRangeIssue } from "@studiodesk/core/rules/number-range";
import { NumberField } from "../../../../shared/components/NumberField";
import { saveOutcomeHandlers, useSavedValuesWhileUntouched } from "../../../../shared/saved-form";
import { useFormDraftOf } from "../../../../shared/use-form-draft";
import { useUpdateLeader } from "../../members.api";
import { ProfileEditForm } from "./ProfileEditForm";

type LeaderValues = { description: string; title: string; order: number | string };

function toValues(profile: MemberProfile): LeaderValues {
  const leader = profile.appLeader;
  return {
    description: leader?.description ?? "",
    title: leader?.title ?? "",
    order: leaderOrderForDisplay(leader?.order ?? 0),
  };
}

// 000 §5 Leader edit: the bio is required, the title optional, and the order (at least 1)
// is shown 1-based and stored 0-based.
export function LeaderTab({ profile }: { profile: MemberProfile }) {
  const update = useUpdateLeader(profile.id);
  const form = useForm<LeaderValues>({
    mode: "controlled",
    initialValues: toValues(profile),
    validate: {
      description: (value) => (value.trim() === "" ? MESSAGES.leaderBioRequired : null),
      // The field says it as soon as it is typed; Update refuses it rather than saving 1.
      order: (value) => numberRangeIssue(value, LEADER_ORDER_RANGE),
    },
  });

  useSavedValuesWhileUntouched(form, profile, toValues);
  // After the saved values' effect, so a restored draft is not replaced by them.
  useFormDraftOf(form, "leader-information");

  const handleSubmit = form.onSubmit((values) => {
    // Left empty, the order is the first place (the range rule refused any other number).
    const shownOrder = values.order === "" ? 1 : Math.floor(Number(values.order));
    update.mutate(
      {
        description: values.description.trim(),
        title: values.title.trim() || undefined,
        order: leaderOrderForStorage(shownOrder),
      },
      saveOutcomeHandlers(form, toValues),
    );
  });

  return (
    <ProfileEditForm onSubmit={handleSubmit} isDirty={form.isDirty()} isPending={update.isPending}>
      <Textarea
        label={MESSAGES.bio}
        withAsterisk
        autosize
        minRows={4}
        maxLength={LEADER_BIO_MAX_LENGTH}
        {...form.getInputProps("description")}
      />
      <TextInput
        label={MESSAGES.title}
        placeholder={MESSAGES.optional}
        maxLength={LEADER_TITLE_MAX_LENGTH}
        {...form.getInputProps("title")}
      />
      <NumberField
        label={MESSAGES.order}
        description={MESSAGES.leaderOrderHint}
        min={LEADER_ORDER_RANGE.min}
        max={LEADER_ORDER_RANGE.max}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        maw={200}
        {...form.getInputProps("order")}
      />
    </ProfileEditForm>
  );
}
