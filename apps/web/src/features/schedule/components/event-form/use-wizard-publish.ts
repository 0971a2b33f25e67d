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

// Save & Publish of the New Event and New Class wizards: one create at a time (a double click
// sent two), then the notice and the new item's view; a refusal is shown as a notification.
export function useWizardPublish<Request, Created>(
  create: CreateMutation<Request, Created>,
  { doneMessage, pathOf }: PublishOptions<Created>,
) {
  const navigate = useNavigate();
  const flight = useSingleFlight();
  const publish = (request: Request) => {
    if (!flight.start()) return;
    create.mutate(request, {
      onSettled: flight.end,
      onSuccess: (created) => {
        notify(doneMessage, "success");
        void navigate(pathOf(created));
      },
      onError: notifyFailure,
    });
  };
  return { publish, isPublishing: create.isPending };
}
