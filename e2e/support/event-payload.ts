// The New Event request (POST /api/v1/events, multipart `payload`) for journeys that need an
// event of their own: a one-hour, one-time, $20.00 event at Studio A; journeys override what
// they test.
export function eventPayload(title: string, eventStart: string, overrides: object = {}) {
  return {
    eventTitle: title,
    eventDescription: "Created by a journey.",
    eventStart,
    eventDuration: 3600,
    location: { title: "Studio A", description: "" },
    calendarHex: null,
    requiredDocuments: false,
    showOnWebsite: false,
    classId: null,
    recurrence: null,
    eventEnd: null,
    eventMaxUsers: null,
    price: { amount: 2000, quantity: null, oneTimePurchase: false },
    isPrepaidOption: true,
    eventButtonLink: null,
    eventButtonTitle: null,
    ageItem: null,
    eventPolicy: null,
    eventLeaders: [],
    isFeatured: false,
    isPrivate: false,
    isOnCalendar: true,
    registrationStartDuration: null,
    registrationCloseDuration: null,
    ...overrides,
  };
}
