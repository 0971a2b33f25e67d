import { Checkbox, TextInput } from "@mantine/core";
import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatMoney } from "../../schedule-format";

// 001 §9, read-only on the new event's and the new class's Price Information: the currency
// ('US Dollar - USD ($)'), the account's transaction fee, and the card fee passed to the
// customer (checked).
export function PaymentTermsFields({ account }: { account: Account }) {
  const currency = account.paymentInformation.currency.toUpperCase();
  return (
    <>
      <TextInput
        label="Currency"
        readOnly
        value={currency === "USD" ? MESSAGES.currencyLabel : currency}
      />
      <TextInput
        label="Transaction Fee"
        readOnly
        value={formatMoney(account.paymentInformation.transactionFee)}
      />
      <Checkbox label="Card fee is passed to the customer" checked readOnly disabled />
    </>
  );
}
