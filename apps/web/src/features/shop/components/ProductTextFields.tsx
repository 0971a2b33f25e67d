import { Textarea, TextInput } from "@mantine/core";
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_TITLE_MAX_LENGTH,
} from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";

type ProductTextFieldsProps = {
  values: { productTitle: string; productDescription: string };
  set: (changes: { productTitle?: string; productDescription?: string }) => void;
  descriptionRows: number;
};

// The title and description of the New Product form and the product view (both required).
export function ProductTextFields({ values, set, descriptionRows }: ProductTextFieldsProps) {
  return (
    <>
      <TextInput
        label={MESSAGES.productTitle}
        withAsterisk
        maxLength={PRODUCT_TITLE_MAX_LENGTH}
        value={values.productTitle}
        onChange={(event) => set({ productTitle: event.currentTarget.value })}
      />
      <Textarea
        label={MESSAGES.productDescription}
        withAsterisk
        autosize
        minRows={descriptionRows}
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
        value={values.productDescription}
        onChange={(event) => set({ productDescription: event.currentTarget.value })}
      />
    </>
  );
}
