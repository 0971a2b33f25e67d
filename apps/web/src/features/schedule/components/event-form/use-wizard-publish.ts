import { useNavigate } from "react-router";
import { notifyFailure } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import { useSingleFlight } from "../../../../shared/use-single-flight";

// What a wizard's create mutation offers (useCreateEvent's and useCreateClass's results fit).
type CreateMutation<Request, Created> = {
  isPending: boolean;
  mutate: (
    request: Request,
    options: {
      onSettled: () => void;
      onSuccess: (created: Created) => void;
      onError: (error: Error) => void;
    },
  ) => void;
};

type PublishOptions<Created> = {
  // The notice a publish gives ("New event added.").
  doneMessage: string;
  // The new item's view, where the wizard goes once it is created.
  pathOf: (created: Created) => string;
};

// The wizard's state a publish looks at (useWizardValues's result fits).
type PublishedWizard = { issues: unknown[]; values: { image: File | null } };

// Save & Publish of the New Event and New Class wizards: only once the rules find nothing
// missing and an image is chosen, one create at a time (a double click sent two), then the
// notice and the new item's view; a refusal is shown as a notification.
export function useWizardPublish<Payload, Created>(
  create: CreateMutation<{ payload: Payload; image: File }, Created>,
  { doneMessage, pathOf }: PublishOptions<Created>,
) {
  const navigate = useNavigate();
  const flight = useSingleFlight();
  const publish = (wizard: PublishedWizard, toPayload: () => Payload) => {
    const { image } = wizard.values;
    if (wizard.issues.length > 0 || !image) return;
    if (!flight.start()) return;
    create.mutate(
      { payload: toPayload(), image },
      {
        onSettled: flight.end,
        onSuccess: (created) => {
          notify(doneMessage, "success");
          void navigate(pathOf(created));
        },
        onError: notifyFailure,
      },
    );
  };
  return { publish, isPublishing: create.isPending };
}
