import { Checkbox, TextInput } from "@mantine/core";
import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { currencyLabel } from "../../../../shared/currency-amount";
import { useMoneyFormat } from "../../../../shared/use-money-format";

// 001 §9, read-only on the new event's and the new class's Price Information: the currency
// ('US Dollar - USD ($)'), the account's transaction fee, and the card fee passed to the
// customer (checked).
export function PaymentTermsFields({ account }: { account: Account }) {
  const money = useMoneyFormat();
  return (
    <>
      <TextInput
        label={MESSAGES.currency}
        readOnly
        value={currencyLabel(paymentCurrencyOf(account))}
      />
      <TextInput
        label={MESSAGES.transactionFee}
        readOnly
        value={money(account.paymentInformation.transactionFee)}
      />
      <Checkbox label={MESSAGES.cardFeePassedToCustomer} checked readOnly disabled />
    </>
  );
}
