import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import type {
  TerminalCheckout,
  TerminalTestCardOutcome,
} from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { useState } from "react";
import { notifyFailure } from "../../../shared/failure-message";
import { usePresentCard } from "../terminal.api";

const TEST_CARDS: { outcome: TerminalTestCardOutcome; label: string }[] = [
  { outcome: "success", label: MESSAGES.presentCardSuccess },
  { outcome: "generic_decline", label: MESSAGES.presentCardDeclined },
  { outcome: "insufficient_funds", label: MESSAGES.presentCardInsufficientFunds },
];

type PaymentModalProps = {
  readerId: string;
  // Undefined while the checkout is being created.
  checkout: TerminalCheckout | undefined;
  opened: boolean;
  // Test mode: the simulated reader's 'present card' control.
  hasTestCards: boolean;
  isCanceling: boolean;
  onCancel: () => void;
};

// 000 §2 Terminal checkout: a blocking modal while the reader works, 'Waiting For Customer
// Input...' then 'Processing Payment', with Cancel Payment.
export function PaymentModal({
  readerId,
  checkout,
  opened,
  hasTestCards,
  isCanceling,
  onCancel,
}: PaymentModalProps) {
  const presentCard = usePresentCard();
  // The checkout a test card was presented for: from then on the reader is processing it. The
  // server's own 'processing' lasts only as long as the capture, which a status read of the
  // simulator (settled within one request) never catches.
  const [presentedFor, setPresentedFor] = useState<string | null>(null);
  const isCardPresented = checkout !== undefined && presentedFor === checkout.checkoutId;
  const isProcessing = checkout?.status === "processing" || isCardPresented;
  const isWaitingForCard = checkout?.status === "waiting_for_input" && !isCardPresented;
  const present = (outcome: TerminalTestCardOutcome) => {
    if (checkout) setPresentedFor(checkout.checkoutId);
    presentCard.mutate(
      { readerId, outcome },
      {
        onError: (error) => {
          setPresentedFor(null);
          notifyFailure(error);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={MESSAGES.terminalPayment}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack align="center">
        <Loader aria-hidden />
        <Text role="status" fw={600}>
          {isProcessing ? MESSAGES.terminalProcessingPayment : MESSAGES.terminalWaitingForInput}
        </Text>
        {hasTestCards && isWaitingForCard && (
          <Stack gap="xs" w="100%">
            <Text size="sm" c="dimmed" ta="center">
              {MESSAGES.simulatedReaderHint}
            </Text>
            {TEST_CARDS.map((card) => (
              <Button
                key={card.outcome}
                variant="light"
                disabled={presentCard.isPending}
                onClick={() => present(card.outcome)}
              >
                {card.label}
              </Button>
            ))}
          </Stack>
        )}
        <Group justify="center">
          <Button
            color="red"
            variant="outline"
            loading={isCanceling}
            disabled={!checkout}
            onClick={onCancel}
          >
            {MESSAGES.cancelPayment}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
