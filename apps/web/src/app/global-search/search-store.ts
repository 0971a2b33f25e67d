import { createSpotlight } from "@mantine/spotlight";

// The global search's open state, apart from its dialog's code (which loads on the first
// opening): the top bar's box opens it, and the dialog is drawn whenever it says open.
export const [searchStore, globalSearch] = createSpotlight();
