import { Textarea, TextInput } from "@mantine/core";

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
        label="Product Title"
        withAsterisk
        value={values.productTitle}
        onChange={(event) => set({ productTitle: event.currentTarget.value })}
      />
      <Textarea
        label="Product Description"
        withAsterisk
        autosize
        minRows={descriptionRows}
        value={values.productDescription}
        onChange={(event) => set({ productDescription: event.currentTarget.value })}
      />
    </>
  );
}
