import { MultiSelect, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  type CreateCouponRequest,
  MAX_COUPON_PRODUCTS,
} from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  COUPON_PERCENT_MAX,
  COUPON_USER_LIMIT,
  couponCreateProblem,
  normalizeCouponCode,
} from "@studiodesk/core/rules/coupons";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { amountToCents } from "@studiodesk/core/rules/money";
import { rangeMessage } from "@studiodesk/core/rules/number-range";
import { useQuery } from "@tanstack/react-query";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { MoneyInput } from "../../../shared/components/MoneyInput";
import { NumberField } from "../../../shared/components/NumberField";
import { useFormDraftOf } from "../../../shared/use-form-draft";
import { useModalSave } from "../../../shared/use-modal-save";
import { couponProductsQueryOptions, useCreateCoupon } from "./coupons.api";

type CouponFormValues = {
  couponCode: string;
  couponDescription: string;
  isAmountOff: boolean;
  amountOff: number | string;
  isPercentOff: boolean;
  percentOff: number | string;
  isUserLimited: boolean;
  userLimit: number | string;
  productIds: string[];
};

const INITIAL_VALUES: CouponFormValues = {
  couponCode: "",
  couponDescription: "",
  isAmountOff: false,
  amountOff: "",
  isPercentOff: false,
  percentOff: "",
  isUserLimited: false,
  userLimit: 1,
  productIds: [],
};

// The request the switches describe: the discount switched off is sent as null.
function toRequest(values: CouponFormValues): CreateCouponRequest {
  const whole = (value: number | string) => (value === "" ? 0 : Math.trunc(Number(value)));
  return {
    couponCode: normalizeCouponCode(values.couponCode),
    couponDescription: values.couponDescription.trim(),
    amountOff: values.isAmountOff ? amountToCents(values.amountOff) : null,
    percentOff: values.isPercentOff ? whole(values.percentOff) : null,
    userLimit: values.isUserLimited ? whole(values.userLimit) : null,
    productIds: values.productIds,
  };
}

// The form's draft (shared/form-drafts): the billing page opens the modal when one waits.
export const NEW_COUPON_DRAFT = "new-coupon";

function NewCouponForm({ onDone }: { onDone: () => void }) {
  const { save, fail, formProps } = useModalSave(useCreateCoupon(), {
    doneMessage: (result) => result.message,
    onSaved: onDone,
  });
  const form = useForm<CouponFormValues>({ mode: "controlled", initialValues: INITIAL_VALUES });
  useFormDraftOf(form, NEW_COUPON_DRAFT);
  const products = useQuery(couponProductsQueryOptions());
  // 000 §5: the fixed amount and percent switches are mutually exclusive.
  const chooseDiscount = (type: "isAmountOff" | "isPercentOff", isOn: boolean) => {
    form.setFieldValue("isAmountOff", type === "isAmountOff" && isOn);
    form.setFieldValue("isPercentOff", type === "isPercentOff" && isOn);
  };

  const handleSubmit = form.onSubmit((values) => {
    const request = toRequest(values);
    const problem = couponCreateProblem(request);
    // One field's problem is said next to it (an empty Amount Off); the rest above the fields.
    fail(problem && !problem.field ? problem.message : null);
    if (problem?.field) form.setFieldError(problem.field, problem.message);
    if (!problem) save(request);
  });

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.addCoupon} {...formProps}>
      <TextInput
        label={MESSAGES.couponCode}
        withAsterisk
        maxLength={COUPON_CODE_MAX_LENGTH}
        {...form.getInputProps("couponCode")}
        // 000 §3: the code is always upper case, so it is typed that way too.
        onChange={(event) =>
          form.setFieldValue("couponCode", event.currentTarget.value.toUpperCase())
        }
      />
      <Textarea
        label={MESSAGES.description}
        description={MESSAGES.couponDescriptionHint}
        withAsterisk
        maxLength={COUPON_DESCRIPTION_MAX_LENGTH}
        autosize
        minRows={2}
        {...form.getInputProps("couponDescription")}
      />
      <Switch
        label={MESSAGES.fixedAmount}
        checked={form.values.isAmountOff}
        onChange={(event) => chooseDiscount("isAmountOff", event.currentTarget.checked)}
      />
      {form.values.isAmountOff && (
        <MoneyInput
          label={MESSAGES.amountOff}
          withAsterisk
          {...form.getInputProps("amountOff")}
          value={form.values.amountOff}
        />
      )}
      <Switch
        label={MESSAGES.percent}
        checked={form.values.isPercentOff}
        onChange={(event) => chooseDiscount("isPercentOff", event.currentTarget.checked)}
      />
      {form.values.isPercentOff && (
        // 000 §9: up to 3 digits, max 100. Past 100 (or at 0) the spec's range text shows at
        // once, and Add Coupon refuses it (couponCreateProblem).
        <NumberField
          label={MESSAGES.percentOff}
          withAsterisk
          suffix="%"
          min={1}
          max={COUPON_PERCENT_MAX}
          rangeMessages={rangeMessage(MESSAGES.couponPercentRange)}
          allowDecimal={false}
          allowNegative={false}
          maxLength={4}
          {...form.getInputProps("percentOff")}
        />
      )}
      <Switch
        label={MESSAGES.limitUsesPerUser}
        {...form.getInputProps("isUserLimited", { type: "checkbox" })}
      />
      {form.values.isUserLimited && (
        <NumberField
          label={MESSAGES.usesPerUser}
          description={MESSAGES.usesPerUserRange}
          min={COUPON_USER_LIMIT.min}
          max={COUPON_USER_LIMIT.max}
          rangeMessages={rangeMessage(MESSAGES.couponUserLimitRange)}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("userLimit")}
        />
      )}
      {/* 000 §3 Coupon productIds: none chosen is every event and product. */}
      <MultiSelect
        label={MESSAGES.products}
        description={fillMessage(MESSAGES.couponProductsHint, { max: MAX_COUPON_PRODUCTS })}
        maxValues={MAX_COUPON_PRODUCTS}
        placeholder={products.isLoading ? MESSAGES.loadingProducts : MESSAGES.everyEventAndProduct}
        data={(products.data ?? [])
          .filter((product) => product.isActive)
          .map((product) => ({ value: product.productId, label: product.productTitle }))}
        searchable
        clearable
        nothingFoundMessage={MESSAGES.noProducts}
        {...form.getInputProps("productIds")}
      />
    </ModalForm>
  );
}

// 000 §2 Billing, Options → Create New Coupon; 000 §5 Coupon creation. Mounted only while
// open, so each opening starts with an empty form.
// `onAdded` follows a saved coupon (the Billing page shows it in the Coupons tab); `onClose`
// any closing, saved or not.
export function NewCouponModal({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={MESSAGES.newCoupon}>
      {opened && (
        <NewCouponForm
          onDone={() => {
            onAdded();
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
