// A new class's optional settings, none of them set: prepaid, public, on the calendar and the
// website, documents required; no custom button, registration window, age range, leaders,
// colour or policy; not featured. The classes' integration tests and the e2e journeys' own
// classes start from it: it imports nothing, so the e2e package can take it too.
export const UNSET_CLASS_OPTIONS = {
  isPrepaidOption: true,
  customButtonTitle: null,
  customButtonLink: null,
  registrationStartDuration: null,
  registrationCloseDuration: null,
  ageItem: null,
  isPrivate: false,
  isOnCalendar: true,
  showOnWebsite: true,
  requiredDocuments: true,
  classLeaders: [],
  calendarHex: null,
  classPolicy: null,
  isFeatured: false,
};
