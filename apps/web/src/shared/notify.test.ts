import { notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { notify, notifyDanger, saveRefusal } from "./notify";

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);

afterEach(() =>
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [] }),
);

describe("a form's refusal to save", () => {
  it("replaces the refusal still shown instead of stacking a second one under it", () => {
    const refusal = saveRefusal("event-edit");
    refusal.show("Please select a customer.");
    refusal.show("Please add atleast 1 invoice item.");
    expect(shown()).toEqual(["Please add atleast 1 invoice item."]);
  });

  it("is taken away when the save goes ahead", () => {
    const refusal = saveRefusal("product-edit");
    refusal.show("Please enter a title.");
    refusal.clear();
    expect(shown()).toEqual([]);
  });

  it("leaves another form's refusal alone", () => {
    saveRefusal("class-edit").show("Please enter a title.");
    saveRefusal("product-edit").clear();
    expect(shown()).toEqual(["Please enter a title."]);
  });
});

describe("the end of a session", () => {
  const ended = "Your session has ended. Please sign in again.";

  // The query client's notice and the failed action's own handler both said it.
  it("is said once when an action's failure repeats it", () => {
    notify(ended, "warning");
    notifyDanger(ended);
    notify(ended, "danger");
    expect(shown()).toEqual([ended]);
  });

  it("leaves other repeated messages as they were", () => {
    notify("Unknown Error.", "danger");
    notify("Unknown Error.", "danger");
    expect(shown()).toEqual(["Unknown Error.", "Unknown Error."]);
  });
});
