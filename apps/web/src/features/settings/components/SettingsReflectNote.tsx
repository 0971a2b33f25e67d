import { Alert } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconInfoCircle } from "@tabler/icons-react";

// 000 §2 Settings: both tabs reach the members' app the same way (the name and logo as much as
// the switches), so the delay is said once above them.
export function SettingsReflectNote() {
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} maw={640} mb="lg">
      {MESSAGES.settingsReflectDelay}
    </Alert>
  );
}
