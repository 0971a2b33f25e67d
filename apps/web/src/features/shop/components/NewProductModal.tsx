import { Group, Radio, Switch } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { SUBSCRIPTION_TOKENS_RANGE } from "@studiodesk/core/rules/shop";
import { useState } from "react";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { ImageFileField } from "../../../shared/components/ImageFileField";
import { PaidPriceInput } from "../../../shared/components/MoneyInput";
import { NumberField } from "../../../shared/components/NumberField";
import { RecurrenceSelect } from "../../../shared/components/RecurrenceSelect";
import { newFormKey } from "../../../shared/form-key";
import { notify } from "../../../shared/notify";
import { useAccountCurrency } from "../../../shared/session";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useModalSave } from "../../../shared/use-modal-save";
import { useCreateProduct } from "../shop.api";
import { NEW_PRODUCT_DRAFT } from "./new-product-draft";
import { ProductCategoriesSelect } from "./ProductCategoriesSelect";
import { ProductQuantityInput } from "./ProductQuantityInput";
import { ProductTextFields } from "./ProductTextFields";
import { EMPTY_PRODUCT_FORM, type ProductFormValues, toCreateProduct } from "./product-form-values";
import { SizeFields } from "./SizeFields";

function NewProductForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  // One key for the life of this form (a reopened modal is a new form): a second Add Product
  // or a retry after a lost answer makes no second product.
  const [idempotencyKey] = useState(() => newFormKey("product"));
  const currency = useAccountCurrency();
  const set = (changes: Partial<ProductFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  useFormDraft(NEW_PRODUCT_DRAFT, values, set);
  const { save, fail, formProps } = useModalSave(useCreateProduct(), {
    doneMessage: () => MESSAGES.newProductAdded,
    onSaved: (product) => {
      // 001 §8: "product added … show the title with Added".
      notify(fillMessage(MESSAGES.titleAdded, { title: product.productTitle }), "success");
      onDone();
    },
  });

  const submit = () => {
    const request = toCreateProduct(values, idempotencyKey, currency);
    if (typeof request === "string") return fail(request || MESSAGES.invalidRequest);
    save(request);
  };

  return (
    <ModalForm onSubmit={submit} submitLabel={MESSAGES.addProduct} {...formProps}>
      <ImageFileField
        label={MESSAGES.productImage}
        previewAlt={MESSAGES.selectedProductImage}
        file={values.image}
        onChange={(image) => set({ image })}
      />
      <ProductTextFields values={values} set={set} descriptionRows={3} />
      <PaidPriceInput
        value={values.priceDollars}
        onChange={(priceDollars) => set({ priceDollars })}
      />
      <Switch
        label={MESSAGES.subscription}
        description={MESSAGES.billedEveryRecurrenceHint}
        checked={values.isSubscription}
        // 001 §4: sizes and subscription switch each other off.
        onChange={(event) => set({ isSubscription: event.currentTarget.checked, hasSizes: false })}
      />
      {values.isSubscription ? (
        <>
          <RecurrenceSelect
            label={MESSAGES.billingRecurrence}
            withAsterisk
            value={values.recurrenceTime}
            onChange={(recurrenceTime) => set({ recurrenceTime })}
          />
          <NumberField
            label={MESSAGES.tokensPerBillingCycle}
            description={MESSAGES.leaveBlankForUnlimitedUse}
            min={SUBSCRIPTION_TOKENS_RANGE.min}
            max={SUBSCRIPTION_TOKENS_RANGE.max}
            allowDecimal={false}
            allowNegative={false}
            value={values.tokens}
            onChange={(tokens) => set({ tokens })}
          />
        </>
      ) : (
        <>
          <Radio.Group
            label={MESSAGES.quantity}
            value={values.isQuantityLimited ? "limited" : "unlimited"}
            onChange={(value) => set({ isQuantityLimited: value === "limited" })}
          >
            <Group mt={4}>
              <Radio value="unlimited" label={MESSAGES.unlimited} />
              <Radio value="limited" label={MESSAGES.limited} />
            </Group>
          </Radio.Group>
          {values.isQuantityLimited && (
            <ProductQuantityInput
              label={MESSAGES.numberAvailable}
              isNew
              value={values.quantity}
              onChange={(quantity) => set({ quantity })}
            />
          )}
        </>
      )}
      <Switch
        label={MESSAGES.sizes}
        description={MESSAGES.sizesHint}
        checked={values.hasSizes}
        onChange={(event) => set({ hasSizes: event.currentTarget.checked, isSubscription: false })}
      />
      {values.hasSizes && <SizeFields values={values.sizes} onChange={(sizes) => set({ sizes })} />}
      <ProductCategoriesSelect
        placeholder={MESSAGES.chooseCategories}
        categoryIds={values.categoryIds}
        onChange={(categoryIds) => set({ categoryIds })}
      />
      <Switch
        label={MESSAGES.featured}
        checked={values.isFeatured}
        onChange={(event) => set({ isFeatured: event.currentTarget.checked })}
      />
    </ModalForm>
  );
}

// 001 §2 Shop: the New Product modal; 001 §5 New product.
export function NewProductModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={MESSAGES.newProduct} size="lg">
      <NewProductForm onDone={onClose} />
    </FormModal>
  );
}
