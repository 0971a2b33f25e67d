import { Group, Paper, Radio, TextInput, Title } from "@mantine/core";
import {
  CATEGORY_NAME_MAX_LENGTH,
  type Category,
  type CategoryType,
  ZCreateCategoryRequest,
} from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { NewButton } from "../../../shared/components/NewButton";
import { QueryTable } from "../../../shared/components/QueryTable";
import { ActivationButton, DeleteButton } from "../../../shared/components/RowActions";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { actionsColumn, nameColumn } from "../../../shared/components/table-columns";
import { notifyFailure } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useModalSave } from "../../../shared/use-modal-save";
import {
  categoriesQueryOptions,
  useChangeCategoryStatus,
  useCreateCategory,
  useDeleteCategory,
} from "../shop.api";

const TYPE_LABELS: Record<CategoryType, string> = { shop: MESSAGES.shop, class: MESSAGES.class };

function NewCategoryForm({ onDone }: { onDone: () => void }) {
  const [categoryName, setCategoryName] = useState("");
  const [type, setType] = useState<CategoryType>("shop");
  const { save, fail, formProps } = useModalSave(useCreateCategory(), {
    doneMessage: (category) => fillMessage(MESSAGES.titleAdded, { title: category.categoryName }),
    onSaved: onDone,
  });
  const submit = () => {
    const parsed = ZCreateCategoryRequest.safeParse({ categoryName, type });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    save(parsed.data);
  };
  return (
    <ModalForm onSubmit={submit} submitLabel={MESSAGES.addCategory} {...formProps}>
      <TextInput
        label={MESSAGES.categoryName}
        withAsterisk
        maxLength={CATEGORY_NAME_MAX_LENGTH}
        value={categoryName}
        onChange={(event) => setCategoryName(event.currentTarget.value)}
      />
      <Radio.Group
        label={MESSAGES.usedBy}
        value={type}
        onChange={(value) => setType(value as CategoryType)}
      >
        <Group mt={4}>
          <Radio value="shop" label={MESSAGES.shopProducts} />
          <Radio value="class" label={MESSAGES.classes} />
        </Group>
      </Radio.Group>
    </ModalForm>
  );
}

// 001 §7 Categories: get all; add (name, shop or class); activate / deactivate; delete.
// The spec names no page for them; they sit on the shop page, beside the products.
export function CategoriesCard() {
  const categories = useQuery(categoriesQueryOptions());
  const [isCreating, setIsCreating] = useState(false);
  const changeStatus = useChangeCategoryStatus();
  const removal = useConfirmedDelete(useDeleteCategory(), {
    idOf: (category: Category) => category.categoryId,
    titleOf: () => MESSAGES.deleteCategory,
    fallbackTitle: MESSAGES.deleteCategory,
    message: MESSAGES.deleteCategoryConfirm,
  });
  const toggle = (category: Category) =>
    changeStatus.mutate(
      { categoryId: category.categoryId, isActive: !category.isActive },
      {
        onSuccess: () => notify(MESSAGES.informationUpdated, "success"),
        onError: notifyFailure,
      },
    );

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {MESSAGES.categories}
        </Title>
        <NewButton label={MESSAGES.newCategory} onClick={() => setIsCreating(true)} />
      </Group>
      <QueryTable
        query={categories}
        label="categories"
        emptyMessage={MESSAGES.noCategoriesYet}
        rowKey={(category) => category.categoryId}
        minWidth={560}
        columns={[
          nameColumn(MESSAGES.name, (category: Category) => category.categoryName),
          { header: MESSAGES.usedBy, cell: (category) => TYPE_LABELS[category.type] },
          {
            header: MESSAGES.status,
            cell: (category) => (
              <ToneBadge tone={category.isActive ? "green" : "gray"}>
                {category.isActive ? MESSAGES.active : MESSAGES.inactive}
              </ToneBadge>
            ),
          },
          actionsColumn((category: Category) => (
            <>
              <ActivationButton
                isActive={category.isActive}
                title={category.categoryName}
                onClick={() => toggle(category)}
              />
              <DeleteButton title={category.categoryName} onClick={() => removal.ask(category)} />
            </>
          )),
        ]}
      />
      <FormModal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        title={MESSAGES.newCategory}
      >
        <NewCategoryForm onDone={() => setIsCreating(false)} />
      </FormModal>
      <ConfirmDialog {...removal.dialog} confirmLabel={MESSAGES.delete} />
    </Paper>
  );
}
