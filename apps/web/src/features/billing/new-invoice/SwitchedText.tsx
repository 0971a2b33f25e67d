import { Switch, Textarea } from "@mantine/core";
import { INVOICE_TEXT_MAX_LENGTH } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";

type SwitchedTextProps = {
  label: string;
  isOn: boolean;
  onSwitch: (isOn: boolean) => void;
  text: string;
  onText: (text: string) => void;
};

// 000 §2 New Invoice: the memo and the footer, each a switch that shows its text box.
export function SwitchedText({ label, isOn, onSwitch, text, onText }: SwitchedTextProps) {
  return (
    <>
      <Switch
        label={label}
        checked={isOn}
        onChange={(event) => onSwitch(event.currentTarget.checked)}
      />
      {isOn && (
        <Textarea
          label={fillMessage(MESSAGES.invoiceTextOf, { label })}
          maxLength={INVOICE_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      )}
    </>
  );
}
