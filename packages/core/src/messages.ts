// Every user-facing text of the spec, written once. Server errors, web forms and
// tests import these so a changed word changes everywhere at once.
export const MESSAGES = {
  signInFailed: "The username or password you entered is incorrect.",
  forgotPasswordNotice:
    "If an email address is associated to this account, we will send you further instructions.",
  // 000 §5 Sign-in: email required; password required, minimum length 6 (the form's texts,
  // and the API's for the same input).
  signInEmailRequired: "Email is required",
  signInEmailInvalid: "Please enter a valid email address",
  signInPasswordRequired: "Password is required",
  signInPasswordTooShort: "Password must be at least 6 characters",
  // 000 §2 Sign-in's "contact-us link for people who are not registered admin users" (our words).
  notAnAdminContactUs: "Not an admin? Contact us",
  selectOrganization: "Select Organization",
  // 001 §2: "Any unknown path shows a Page Not Found screen" (its breadcrumb and tab title).
  pageNotFound: "Page Not Found",
  notFound: "Ooops! Page not found. Don't worry though, let's get you back on track.",
  backToDashboard: "Back to dashboard",
  accountInformationUpdated: "Account Information Updated.",
  unknownError: "Unknown Error.",
  // 000 §8: a code-split chunk that did not load (or not within 120 seconds).
  chunkLoadFailed: "Loading chunk failed",
  completeAllFields: "Please complete all the necessary fields.",
  // 000 §2 Settings, word for word; shown above both tabs.
  settingsReflectDelay: "Changes take about 10 minutes to be reflected.",
  supportHours: "Support hours 9am - 4:30pm EST",
  // 000 §2 Settings, App Information: the switches the spec names by field (isProductActive,
  // isMessagingActive, isMessagingTeachersOnly), in our words.
  shopActiveLabel: "Shop Active",
  shopActiveDescription: "Show the shop and its products in the member app.",
  directMessagingLabel: "Direct Messaging",
  directMessagingDescription: "Let members send direct messages in the app.",
  leadersOnlyMessagingLabel: "Leaders Only Messaging",
  leadersOnlyMessagingDescription: "Members can only message leaders, not each other.",
  currencyLabel: "US Dollar - USD ($)",
  // Beyond the spec: texts for rules the original product did not have.
  notAnAdmin: "This account does not have access to this organization's dashboard.",
  notASuperAdmin: "This account is not a super-admin. Please sign in on the regular sign-in page.",
  organizationRequired: "Please select an organization.",
  organizationsLoadFailed: "Unable to load organizations. Please try again.",
  tooManySignInAttempts:
    "Too many failed sign-in attempts. Please wait 15 minutes before trying again.",
  accountBlocked: "This account has been blocked. Please contact your studio.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordTooShort: "Your new password must be at least 8 characters long.",
  passwordsDoNotMatch: "The passwords do not match.",
  passwordResetDone: "Your password has been reset. You can now sign in.",
  sessionExpired: "Your session has ended. Please sign in again.",
  // Beyond the spec: a form typed in when the session ended opens again with what was typed
  // (shared/form-drafts.ts); a chosen file cannot be kept.
  draftRestored: "What you typed before your session ended has been restored.",
  // Every form holds one file at most (a document's PDF, a resource, a featured picture, a
  // product's or an event's image).
  draftRestoredWithoutFile:
    "What you typed before your session ended has been restored. Please choose the file again.",
  invalidRequest: "The request is not valid.",
  unstorableCharacters: "This text contains characters that cannot be saved.",
  dateOutOfRange: "Please enter a date between 1900 and 2199.",
  // A number's limits when no text of its own names them (rules/number-range.ts fills in the
  // limit), the same words from a web number field and from the API: the typed number stays
  // and this says why it cannot be saved.
  numberAtLeast: "Please enter a number of at least {min}.",
  numberAtMost: "Please enter a number of at most {max}.",
  numberNotNegative: "This number cannot be negative.",
  // Limits that exclude themselves (an API's `positive()`); no form field has one.
  numberAbove: "Please enter a number above {min}.",
  numberBelow: "Please enter a number below {max}.",
  // A date (YYYY-MM-DD) or instant (ISO 8601 with its offset) a caller sent that is no date:
  // an impossible day, another format. The forms' pickers cannot send one.
  dateInvalid: "Please enter a valid date.",
  dateTimeInvalid: "Please enter a valid date and time.",
  amountTooLarge: "This amount is too large.",
  amountNotWholeCents: "This amount cannot include a fraction of a cent.",
  malformedUpload: "The upload could not be read. Please try again.",
  // An upload with a second file or more form fields than the form sends.
  uploadTooManyParts: "The upload has more files or fields than expected. Please send one file.",
  // Refusals before any route: an address whose %-codes do not decode, an address (or a part
  // of it) longer than the server reads, headers larger than it reads, a request cut short.
  addressNotValid: "This address is not valid: it has a broken %-code.",
  addressTooLong: "This address is too long.",
  headersTooLarge: "The request's headers are too large.",
  requestTimedOut: "The request took too long to arrive. Please try again.",
  tooManyResetRequests: "Too many password reset requests. Please wait 15 minutes and try again.",
  csrfRejected: "This request was refused because it did not come from the dashboard.",
  invalidTimeZone: "Please select a valid time zone.",
  appNameRequired: "Please enter the app name.",
  linkCopied: "Link Copied",
  unableToCopyLink: "Unable To Copy Link",
  // Schedule (001 §2, §5, §8, §9; 000 §4 event status and button text).
  eventUpdated: "Event Updated.",
  eventCancelled: "Event Cancelled",
  eventDeleted: "Event Deleted",
  newEventAdded: "New Event has been added.",
  attendanceUpdated: "Attendance Updated",
  calendarItemAdded: "Calendar Item Added.",
  calendarItemDeleted: "Calendar Item has been deleted.",
  // Beyond the spec (issue #21): a calendar item edited from its details.
  calendarItemUpdated: "Calendar Item Updated.",
  selectEventImage: "Please select an event image.",
  selectEventStartAndEnd: "Please select a start and end date.",
  eventEndAfterStart: "Event end time must be after the start date.",
  eventPriceMinimum: "Event price needs to be greater than $1.00.",
  selectReoccuringType: "Please select a reoccuring type.",
  selectStartAndDuration: "Please select a start and duration.",
  // Beyond the spec: a start typed in the hour the studio's clocks skip (2:30 am on a
  // spring-forward day); a series would otherwise meet at 3:30 am every week.
  startTimeSkipped:
    "This time does not exist on that day: the clocks move forward an hour. Please choose another time.",
  endAfterStart: "End time must be after the start date.",
  selectRecurrenceOption: "Please select a recurrence option.",
  // 001 §9 Ticket quantity options, Unlimited or Limited (also a product's quantity and 001 §2's
  // enrolment '/ Unlimited'); 001 §4 Price modes' free.
  // A status as lists, tabs and badges show it (000 §4 Subscription and Coupon, active or
  // inactive; Reader: online shows Online, anything else Inactive).
  active: "Active",
  inactive: "Inactive",
  readerOnline: "Online",
  unlimited: "Unlimited",
  limited: "Limited",
  free: "Free",
  ticketsUnlimited: "Unlimited number of tickets available",
  ticketsLimited: "Limited number of tickets available",
  ticketQuantityRange: "Please enter from 1 to 100 tickets.",
  // 001 §5 "0 on edit": the event view's Tickets Left may reach 0 (sold out).
  ticketQuantityRangeEdit: "Please enter from 0 to 100 tickets.",
  eventStatusCancelled: "Cancelled",
  eventStatusSoldOut: "Sold Out",
  eventStatusOnTime: "On Time",
  eventButtonPurchase: "Purchase",
  eventButtonLearnMore: "Learn More",
  cancelEventConfirm: "Are you sure you want to cancel this event? This cannot be undone.",
  // 001 §4: a series (without one purchase for every date) is cancelled one date at a time.
  cancelEventDateConfirm:
    "Are you sure you want to cancel this date of the event? Its other dates stay. This cannot be undone.",
  deleteEventConfirm: "Are you sure you want to delete this event? This cannot be undone.",
  deleteEventSeriesConfirm:
    "Are you sure you want to delete this event series? Every date of the series will be deleted. This cannot be undone.",
  deleteCalendarItemConfirm: "Do you want to delete this calendar item?",
  addAttendeesConfirm:
    "Add the selected members to this event? They will bypass any registration or billing.",
  attendeesQuantityTip: "When adding or removing users, update the ticket quantity if needed.",
  // Field and section names the event and class forms (and the shop's subscription fields)
  // share: 001 §2's Price Information and Additional Settings sections, and our own labels.
  priceInformation: "Price Information",
  additionalSettings: "Additional Settings",
  showOnCalendar: "Show On Calendar",
  requiredDocuments: "Required Documents",
  recurrenceEndDate: "Recurrence End Date",
  billingRecurrence: "Billing Recurrence",
  tokensPerBillingCycle: "Tokens per Billing Cycle",
  // Schedule rules beyond the spec's own texts.
  eventNotFound: "This event was not found.",
  calendarItemNotFound: "This calendar item was not found.",
  notEnoughTickets:
    "There are not enough tickets left for these attendees. Update the ticket quantity first.",
  eventFull:
    "There are not enough spots left in this event for these attendees. Raise the attendee limit first.",
  maxUsersBelowAttendees: "The maximum cannot be below the number of attendees.",
  // The wizards' "To publish" box, for a sentence its field already shows under itself.
  checkFieldBelow: "Check {field} below.",
  // 001 §5 "Max users minimum 1" gives no text; one for the event and the class alike.
  maxUsersMinimum: "Max Users must be at least 1.",
  maxUsersMaximum: "Max Users must be at most 100,000.",
  // Both windows are a time before the start: closing earlier than it opens, it never opens.
  registrationOpensBeforeCloses: "Registration must open before it closes.",
  // Values no form sends (the Days checkboxes; hours and minutes of 2 digits each, 0 not set;
  // a whole-number Max Users): the API's words for a direct call name the field and its range.
  recurrenceDayRepeated: "Each recurrence day can be chosen only once.",
  durationRange: "Duration must be a whole number of seconds from 1 to 31,622,400 (366 days).",
  registrationOpensRange:
    "Registration Opens must be a whole number of seconds from 1 to 31,622,400 (366 days) before the start, or empty.",
  registrationClosesRange:
    "Registration Closes must be a whole number of seconds from 1 to 31,622,400 (366 days) before the start, or empty.",
  maxUsersWholeNumber: "Max Users must be a whole number from 1 to 100,000.",
  eventDateTooFar: "Event dates are limited to one year ahead.",
  recurrenceEndTooFar: "The recurrence end date must be at most one year after the start.",
  noChosenDayBeforeEnd: "None of the chosen days falls between the start and the end date.",
  startAgeMinimum: "Please enter a start age of at least 1.",
  endAgeBelowStartAge: "The end age cannot be below the start age.",
  ageMaximum: "Please enter ages of at most 150.",
  unknownLeader: "Please select leaders from the organization's app leaders.",
  noMemberSelected: "Please select at least one member.",
  tooManyMembersAtOnce: "Please add at most 100 members at a time.",
  attendanceAboveQuantity: "Attendance cannot be more than the attendee's tickets.",
  paidEventButtonLink: "A paid event cannot have a custom button link.",
  paymentsInactive: "Payments are not active for this organization.",
  // Names the spec gives word for word that more than one screen shows: 000 §2 Members' Create
  // New User (the menu, the empty list's button, the modal's title), 000 §2 New Invoice's and
  // 001 §2 the wizards' Save & Publish, 000 §4 Charge display's Qty (the invoice preview, a
  // member's purchase history), 000 §4 Coupon's Archive, 001 §2 Shop's item cards.
  createNewUser: "Create New User",
  saveAndPublish: "Save & Publish",
  quantityShort: "Qty",
  archive: "Archive",
  activeItems: "Active Items",
  inactiveItems: "Inactive Items",
  // Members (000 §2, §5, §8).
  typeToSearch: "Type to Search",
  noUsersFound: "No Users Found",
  // 000 §2 Members list, our own words: the search field's name and the empty list's Clear.
  searchMembers: "Search members",
  clear: "Clear",
  // 000 §2 Member profile's tabs (those not named elsewhere) and Options menu, word for word;
  // Unblock User is our own (Block User's undo).
  profileTab: "Profile",
  leaderInformation: "Leader Information",
  subscriptions: "Subscriptions",
  purchaseHistory: "Purchase History",
  relationships: "Relationships",
  sendText: "Send Text",
  sendEmail: "Send Email",
  sendPasswordReset: "Send Password Reset",
  makeLeader: "Make Leader",
  removeLeader: "Remove Leader",
  blockUser: "Block User",
  unblockUser: "Unblock User",
  // The lists' empty states, our own words (the spec names only 'No Users Found'): one group,
  // so a list page and a member's tab with the same list say it the same way.
  noBookingsFound: "No Bookings Found",
  noDocumentsYet: "No documents yet.",
  noResourcesYet: "No resources yet.",
  noVideosYet: "No videos yet.",
  noFeaturedItemsYet: "No featured items yet.",
  noSentNotificationsYet: "No notifications sent yet.",
  noScheduledNotifications: "No scheduled notifications.",
  noAdminNotificationsYet: "No notifications yet.",
  noActivityYet: "No activity yet.",
  noReportsYet: "No reports yet. Use Export on a list page to create one.",
  noInvoicesYet: "No invoices yet.",
  noUnpaidInvoices: "No unpaid invoices.",
  noCouponsYet: "No coupons yet.",
  couponNotUsedYet: "This coupon has not been used yet.",
  noClassesYet: "No classes here yet.",
  noClassMembersYet: "No members in this class yet.",
  noAttendeesYet: "No attendees yet.",
  noPurchasesYet: "No purchases yet.",
  noCategoriesYet: "No categories yet.",
  noActiveProductsYet: "No active products yet.",
  noInactiveProducts: "No inactive products.",
  memberHasNoClasses: "This member is not in any classes yet.",
  memberHasNoSubscriptions: "This member has no subscriptions.",
  memberHasNoInvoices: "This member has no invoices.",
  memberHasNoRelationships: "This member has no relationships.",
  nothingFound: "Nothing found.",
  // A list's page cursor (in an address, or sent by a caller) that cannot be read.
  pageLinkInvalid: "This page link is not valid.",
  noPaymentMethod: "No Payment Method",
  userUpdated: "User Updated.",
  leaderInformationUpdated: "Leader Information Updated",
  notesUpdated: "Notes Updated.",
  invoiceDeleted: "Invoice Deleted.",
  informationUpdated: "Information Updated",
  notesPrivacy: "These notes are private to you and your admins.",
  memberCreated: "New user has been created. A password reset email was sent.",
  // A new member's password as a direct call may send it: at least the 8 characters a reset
  // asks for (the form generates 9).
  memberPasswordTooShort: "The password must be at least 8 characters long.",
  emailTaken: "A user with this email address already exists.",
  invalidEmail: "Please enter a valid email address.",
  phoneIncomplete: "Please enter a complete phone number.",
  dateOfBirthInFuture: "Date of birth cannot be in the future.",
  memberNotFound: "This member could not be found.",
  cannotBlockOwnAccount: "You cannot block your own account.",
  // A blocked member is mailed no reset link (as Forgot Password mails none): the new password
  // could not sign them in.
  blockedMemberNoPasswordReset:
    "This member is blocked. Unblock User before sending a password reset.",
  passwordResetSent: "A password reset email has been sent.",
  leaderAdded: "User is now an app leader.",
  leaderRemoved: "User is no longer an app leader.",
  leaderBioRequired: "Please enter a bio.",
  notAnAppLeader: "This member is not an app leader. Use Make Leader first.",
  userBlocked: "User has been blocked.",
  userUnblocked: "User has been unblocked.",
  subscriptionCancelled: "Subscription Cancelled.",
  subscriptionInactive: "Inactive subscriptions can only be re-activated by the member in the app.",
  subscriptionBillingNote: "Billing happens about 12:00am PST.",
  subscriptionNotEditable: "Only active subscriptions can be changed.",
  nextChargeInPast: "The next charge date cannot be before today.",
  nextChargeAfterEnd: "The next charge date must be before the subscription's end date.",
  selectNextChargeDate: "Please select a next charge date.",
  nothingToSave: "There are no changes to save.",
  tokensOutOfRange: "Remaining tokens must be between 0 and the cycle quantity.",
  invoiceNotDeletable: "Only unpaid, pending invoices can be deleted.",
  // Content: documents, resources, videos, featured items (000 §2, §5, §8; 001 §2, §5, §8).
  // "{title}" is filled in with fillTitle() from rules/content.ts.
  selectFile: "Please select a file.",
  // A file of 0 bytes was chosen: 'Please select a file.' read as if none had been.
  emptyFile: "This file is empty. Please select another file.",
  // Issue #19: the submit waits for a file still on its way, and a failed upload says so.
  uploadInProgress: "Waiting for the file to finish uploading…",
  uploadFailed: "The file could not be uploaded. Please try again.",
  // Issue #19: a switched-off feature's page or write (menu switches, rules/navigation.ts).
  featureSwitchedOff: "This feature is turned off for your organization.",
  // Issue #19: leaving a page or closing a modal with edited fields asks first.
  unsavedChangesTitle: "Unsaved Changes",
  unsavedChangesMessage: "You have changes that are not saved. Leave without saving them?",
  titleAdded: "{title} Added.",
  documentDeleted: "{title} has been deleted",
  resourceDeleted: "{title} has been deleted.",
  videoDeleted: "Video Deleted.",
  // 001 §2 Videos: Sync Videos is disabled; its tooltip and description say why, our words.
  syncVideosComingSoon: "Syncing with your video host is coming soon",
  newFeaturedAdded: "New Featured item has been added.",
  featuredDeleted: "Featured Item has been deleted.",
  featuredHint: "Please limit these items to six. The featured item ratio should be 16:9",
  deleteFeaturedConfirm: "Do you want to delete this featured item?",
  popupBlockedView: "Turn off your pop-up blocker to view!",
  // Content rules beyond the spec's own texts.
  deleteDocumentConfirm: "Are you sure you want to delete this document? This cannot be undone.",
  deleteResourceConfirm: "Are you sure you want to delete this resource? This cannot be undone.",
  deleteVideoConfirm: "Are you sure you want to delete this video? This cannot be undone.",
  documentNotFound: "This document was not found.",
  resourceNotFound: "This resource was not found.",
  videoNotFound: "This video was not found.",
  featuredNotFound: "This featured item was not found.",
  invalidFeaturedLink: "Please enter a valid link starting with http:// or https://.",
  featuredPlacementRange: "Please enter a placement from 1 to 10.",
  featuredItemNotFound: "The item to feature was not found.",
  featuredItemNotShown: "No longer shown in the app",
  featuredItemNotActive:
    "Only a running event, an active product or an active class can be featured.",
  // Shop and categories (001 §2 Shop, §5 New product, §8). "{title}" is filled in with
  // fillTitle() from rules/content.ts.
  selectProductImage: "Please select a product image.",
  productPriceMinimum: "Product price needs to be greater than $1.00.",
  selectBillingReoccuringType: "Please select a billing reoccuring type.",
  newProductAdded: "New Product has been added.",
  productUpdated: "Product Updated.",
  productTitleUpdated: "{title} has been updated.",
  productTitleDeleted: "{title} Deleted.",
  productAlreadyPurchased: "This product has already been purchased and cannot be deleted.",
  // Shop rules beyond the spec's own texts.
  productNotFound: "This product was not found.",
  productQuantityMinimum: "Please enter a quantity of at least 1.",
  productSizesWithSubscription: "A product cannot have both sizes and a subscription.",
  productReadOnlyFields:
    "Only the title, description, quantity, sizes and categories can be changed.",
  productSubscriptionQuantity: "A subscription product has no quantity or sizes to change.",
  productHasNoSizes: "This product has no sizes; sizes cannot be added to it.",
  productKeepsOneSize: "A product with sizes must keep at least one size.",
  productInactive: "This product is not active.",
  productSoldOut: "There is not enough stock left for this purchase.",
  // A subscription product is started by the member in the app (000 §3 Subscription,
  // productItem), never sold as stock: the terminal refuses it too.
  productSubscriptionNotSold:
    "A subscription product cannot be recorded as a sale. The member starts the subscription in the app.",
  selectProductSize: "Please select a size.",
  productSizeNotOffered: "This size is not offered for this product.",
  unknownCategory: "Please select categories of this organization's shop.",
  categoryNotFound: "This category was not found.",
  categoryDeleted: "{title} has been deleted.",
  categoryExists: "A category with this name already exists.",
  // The shop's confirmations (001 §4 Product: "inactivate / re-activate after confirmation").
  inactivateProductConfirm: "Inactivate {title}? Members will no longer see it in the app.",
  reactivateProductConfirm: "Re-activate {title}? Members will see it in the app again.",
  deleteProductConfirm: "Are you sure you want to delete {title}? This cannot be undone.",
  deleteCategoryConfirm: "Are you sure you want to delete this category? This cannot be undone.",
  // Classes (001 §2 Classes list, Class view, Class members, §4, §5 New class, §8).
  newClassAdded: "New Class has been added.",
  classUpdated: "Class Updated.",
  classDeleted: "Class Deleted",
  removeUsersBeforeDeletingClass: "Please remove all users before deleting this class.",
  maximumCapacity: "Maximum Capacity",
  classPrivate: "Private - Users must request access",
  classPublic: "Public - Anyone can join",
  pendingMembers: "Pending Members",
  classMembersTip: "Removing users cancels their class billing subscription.",
  addClassMembersConfirm:
    "Add the selected members to this class? They will bypass any registration or billing.",
  // 001 §4: with a class price an add is a pending request flagged pending payment; it
  // bypasses nothing, and accepting it bills the member.
  addPaidClassMembersConfirm:
    "Add the selected members to this class? The class has a price: they join its pending members, and accepting them bills them.",
  // Class rules beyond the spec's own texts.
  deleteClassConfirm:
    "Are you sure you want to delete this class and its events? This cannot be undone.",
  selectClassImage: "Please select a class image.",
  classEndAfterStart: "Class end time must be after the start date.",
  classDateTooFar: "Class dates are limited to one year ahead.",
  classPriceMinimum: "Class price needs to be greater than $1.00.",
  subscriptionPriceMinimum: "Subscription price needs to be greater than $1.00.",
  selectSubscriptionDates: "Please select a subscription start and end date.",
  subscriptionEndAfterStart: "The subscription end date must be after its start date.",
  subscriptionEndTooFar: "The subscription end date must be at most one year after its start.",
  paidClassButtonLink: "A paid class cannot have a custom button link.",
  classNotFound: "This class was not found.",
  classCancelledNotEditable: "A cancelled class cannot be edited.",
  // 001 §4 "cancelled (irreversible)": the event view is locked, and so is the API.
  eventCancelledNotEditable: "A cancelled event cannot be edited.",
  // The same rule for the attendance of one date: a cancelled date took place for no one.
  attendanceOnCancelledDate: "Attendance cannot be taken on a cancelled date.",
  cancelDateRequired: "Please choose the date of the series to cancel (occurrenceStart).",
  classCancelled: "Class Cancelled",
  // A cancelled class takes no one new, and neither do its events (the class view says so
  // where it showed the spots available).
  classCancelledNoNewMembers: "Cancelled: takes no new members",
  eventClassCancelled: "This event's class is cancelled: it takes no new attendees.",
  classFull: "There are not enough spots left in this class for these members.",
  maxUsersBelowEnrolled: "The maximum cannot be below the number of enrolled members.",
  classMemberNotFound: "This member is not in this class.",
  classMemberNotPending: "This member has no pending request for this class.",
  unknownClassCategory: "Please select a category of this organization's classes.",
  classResourceNotFound: "This class resource was not found.",
  unlimitedSpots: "Unlimited spots available",
  // Reports and exports (000 §8 export over limit; 001 §7 Reports, §8).
  exportSuccess: "Success",
  reportsExceeded:
    "You have exceeded the amount of reports for this month. To increase this limit, please reach out to our team.",
  // Report texts beyond the spec's own.
  reportNotFound: "This report was not found.",
  reportFailed: "The report could not be created. Please try again.",
  reportPreparing: "Preparing your report…",
  // A Reports row's Download link, for a screen reader: which report, made when (its visible
  // text stays Download). Filled in with downloadReportLabel() from rules/reports.ts.
  downloadReport: "Download {title} made {date}",
  // Two such names alike (one title exported twice in a minute), each with its place among
  // them: downloadReportLabels() from rules/reports.ts.
  downloadReportOneOf: "{label} (report {number} of {total})",
  // Notifications (000 §2 Notifications, §5 Notification message, §8) and bookings.
  notificationMessageInvalid: "Please enter a valid notification message.",
  scheduledDateInvalid: "Please enter a valid scheduled date.",
  deleteNotificationConfirm: "Are you sure you want to delete this notification?",
  notificationSent: "Notification Sent.",
  notificationDeleted: "Notification Deleted.",
  scheduledNotificationDelay: "Scheduled messages may take 10-15 minutes to trigger.",
  classNotificationNotScheduled: "Class notifications cannot be scheduled.",
  notificationNotFound: "This notification was not found.",
  notificationAlreadySent: "This notification has already been sent.",
  notificationDeliveryOff:
    "Push delivery is off: this organization has no push credentials. Notifications are kept for the member app to read.",
  bookingNotFound: "This booking was not found.",
  // Invoices (000 §2 Billing and New Invoice, §4, §5 Invoice save, §8).
  selectCustomer: "Please select a customer.",
  addInvoiceItem: "Please add atleast 1 invoice item.",
  selectInvoiceDueDate: "Please select an invoice due date.",
  invoiceTotalMinimum: "The total amount of the invoice must be greater than $1.00",
  invoiceTotalMaximum:
    "The total amount of the invoice, fee included, must be at most $999,999.99.",
  newInvoiceAdded: "New Invoice has been added.",
  paymentComplete: "Payment Complete.",
  // Invoice rules beyond the spec's own texts.
  invoiceItemNameRequired: "Please enter a name for every invoice item.",
  invoiceItemQuantity: "Invoice item quantities must be between 1 and 20.",
  invoiceTooManyItems: "An invoice can have at most 50 items.",
  invoiceDueDateInPast: "The invoice due date cannot be before today.",
  // As the events' 'Event dates are limited to one year ahead.' (001 §9).
  invoiceDueDateTooFar: "Invoice due dates are limited to one year ahead.",
  // Mark Paid: cash or a cheque pays the invoice without its card fee.
  markPaidWithoutCardFee:
    "Cash and cheque payments are recorded without the invoice fee, which only a card payment carries.",
  invoiceNotFound: "This invoice could not be found.",
  invoiceKeyReused:
    "This invoice was already saved with other details. Please open New Invoice again to create another one.",
  productKeyReused:
    "This product was already created with other details. Please open New Product again to create another one.",
  notificationKeyReused:
    "This notification was already sent with other details. Please open New Notification again to send another one.",
  invoiceAlreadyPaid: "This invoice has already been paid.",
  // Mark Paid or Charge Saved Card asked again, answered that the invoice is paid (its first
  // answer was lost): the action is done, not failed.
  invoiceFoundPaid: "This invoice is paid.",
  invoiceReminderSent: "A reminder has been sent.",
  invoiceReminderTooSoon:
    "A reminder for this invoice was already sent in the last 24 hours. Please try again tomorrow.",
  invoiceMarkedPaid: "Invoice marked as paid.",
  invoiceCardCharged: "The saved card was charged and the invoice is paid.",
  // Beyond the spec: the job settling a cut-off Charge Saved Card gave up (Activity, bell).
  invoiceCardChargesUnsettledTitle: "Invoice Needs Attention",
  invoiceCardChargesUnsettled:
    "A Charge Saved Card of this invoice was cut off and could not be settled: a charge may be unrecorded or a second payment not refunded. Please check the invoice's payments with the payment provider.",
  chargeSavedCardConfirm: "Charge this invoice to the customer's saved card now?",
  invoicePaymentNoteRequired: "Please enter a note for this payment.",
  deleteInvoiceConfirm: "Are you sure you want to delete this invoice? This cannot be undone.",
  sendReminderConfirm: "Email the customer this invoice's pay link again?",
  webhookSignatureInvalid: "The webhook signature could not be verified.",
  // Coupons (000 §5 Coupon creation and apply, §8).
  addDiscountAmount: "Please add a discount amount.",
  couponPercentRange: "Discount amount must be between 0%-100%.",
  newCouponAdded: "New Coupon has been added.",
  couponDeactivated: "Coupon has been deactivated.",
  couponActivated: "Coupon has been made active.",
  couponDeleted: "Coupon has been deleted.",
  invalidCoupon: "Invalid Coupon",
  // Coupon rules beyond the spec's own texts.
  couponOneDiscountType: "Please choose either a fixed amount or a percent, not both.",
  couponUserLimitRange: "The per-user limit must be between 1 and 99.",
  couponCodeTaken: "A coupon with this code already exists.",
  couponCodeHasSpaces: "A coupon code cannot contain spaces.",
  couponNotFound: "This coupon could not be found.",
  couponArchived: "This coupon is archived and cannot be changed.",
  couponNotForItem: "This coupon cannot be used for this item.",
  couponUnknownProducts: "Please select products of this organization's shop.",
  couponTooManyProducts: "A coupon can apply to at most 100 products.",
  couponUserLimitReached:
    "This coupon has already been used the most times allowed for this member.",
  deleteCouponConfirm: "Are you sure you want to delete this coupon?",
  archiveCouponConfirm:
    "This coupon has been redeemed, so it will be archived instead of deleted. Continue?",
  // Terminals and terminal checkout (000 §2, §4 Terminal payment flow, §5, §8; issue #16).
  noAvailableReaders: "No available readers. Please try again.",
  // 000 §8 Reader discovery: the readers could not be listed at all.
  noStripeTerminal: "No Stripe Terminal",
  readerOffline: "This reader is currently offline.",
  // The line break before the full stop is the text, kept as written.
  // Beyond the spec: Stripe's terminal_reader_busy, a second checkout on a reader in use.
  readerBusy: "This reader is taking another payment. Finish or cancel that payment first.",
  readerConnectionFailed: "There was an error connecting to this reader. Please try again\n.",
  readerDisconnected:
    "Could not communicate with the Reader. Please make sure your reader is online and on the same network as your device.",
  popupBlockedReceipt: "Turn off your pop-up blocker to view receipt!",
  terminalWaitingForInput: "Waiting For Customer Input...",
  terminalProcessingPayment: "Processing Payment",
  terminalPayIsReady: "Pay Is Ready.",
  // Terminal checkout rules beyond the spec's own texts.
  terminalItemHasNoPrice: "This item has no price and cannot be sold at the terminal.",
  terminalSubscriptionProduct: "Subscription products cannot be sold at the terminal.",
  terminalNotEnoughLeft: "There are not enough left for this quantity.",
  terminalEventDateOver: "This event date is over.",
  terminalTotalBelowCardMinimum:
    "The total is below $0.50, the smallest amount a card payment can take.",
  terminalCheckoutNotFound: "This checkout could not be found.",
  terminalEventAndProduct: "A checkout sells an event or a product, not both.",
  terminalReaderNotFound: "This reader could not be found.",
  terminalCheckoutKeyReused:
    "This payment was already started with other details. Please check the reader, then press Collect Payment again.",
  terminalReaderChecking: "Checking the reader…",
  terminalPaymentCanceled: "The payment was canceled.",
  terminalPaymentTimedOut: "The reader did not receive a card in time. Please try again.",
  // Said after why the sale could not be recorded, when its captured payment went back.
  terminalPaymentRefunded: "The payment was refunded.",
  // Our own labels (column headers, buttons, menu items, page and field names) that more than
  // one screen shows, and the exports' and receipt's headers that match them: written once here
  // so each reads the same everywhere (STYLE.md habit 5; scripts/texts/repeated-texts.ts).
  actions: "Actions",
  activate: "Activate",
  activeInTheLast30Days: "Active in the last 30 days",
  activity: "Activity",
  addAttendees: "Add Attendees",
  addItem: "Add Item",
  addResource: "Add Resource",
  address: "Address",
  adminNotifications: "Admin Notifications",
  all: "All",
  allMembers: "All Members",
  amount: "Amount",
  appLeader: "App leader",
  appName: "Studiodesk",
  billing: "Billing",
  blocked: "Blocked",
  bookings: "Bookings",
  button: "Button",
  calendarItem: "Calendar Item",
  cancel: "Cancel",
  cancelPayment: "Cancel Payment",
  categories: "Categories",
  changeImage: "Change Image",
  chargeSavedCard: "Charge Saved Card",
  checkIn: "Check In",
  class: "Class",
  classes: "Classes",
  classMembers: "Class Members",
  close: "Close",
  comingSoon: "Coming Soon",
  collectPayment: "Collect Payment",
  copyLink: "Copy Link",
  couponCode: "Coupon Code",
  currency: "Currency",
  customer: "Customer",
  dashboard: "Dashboard",
  date: "Date",
  deactivate: "Deactivate",
  delete: "Delete",
  deleteProduct: "Delete Product",
  deleteResource: "Delete resource",
  description: "Description",
  discount: "Discount",
  documents: "Documents",
  download: "Download",
  dueDate: "Due Date",
  email: "Email",
  event: "Event",
  eventAttendees: "Event Attendees",
  events: "Events",
  everyEventAndProduct: "Every event and product",
  exportData: "Export Data",
  exportUsers: "Export Users",
  failed: "Failed",
  featured: "Featured",
  file: "File",
  firstName: "First Name",
  forgotPassword: "Forgot Password",
  image: "Image",
  inactivateProduct: "Inactivate Product",
  invoices: "Invoices",
  joined: "Joined",
  lastName: "Last Name",
  leader: "Leader",
  leaders: "Leaders",
  location: "Location",
  logout: "Logout",
  markPaid: "Mark Paid",
  member: "Member",
  members: "Members",
  message: "Message",
  name: "Name",
  newClass: "New Class",
  newEvent: "New Event",
  newFeatured: "New Featured",
  newInvoice: "New Invoice",
  newNotification: "New Notification",
  newProduct: "New Product",
  newResource: "New Resource",
  next: "Next",
  no: "No",
  notes: "Notes",
  notifications: "Notifications",
  oneTimePurchase: "One-Time Purchase",
  option: "Option",
  password: "Password",
  pending: "Pending",
  phone: "Phone",
  previous: "Previous",
  price: "Price",
  priceWithColon: "Price:",
  product: "Product",
  productPurchasers: "Product Purchasers",
  products: "Products",
  quantity: "Quantity",
  reActivateProduct: "Re-activate Product",
  readLess: "read less",
  readMore: "read more",
  receipt: "Receipt",
  registration: "Registration",
  remove: "Remove",
  repeats: "Repeats",
  reports: "Reports",
  required: "Required",
  resetPassword: "Reset Password",
  resources: "Resources",
  save: "Save",
  schedule: "Schedule",
  search: "Search",
  selectedProductImage: "Selected product image",
  sendNotification: "Send Notification",
  sendReminder: "Send Reminder",
  settings: "Settings",
  shop: "Shop",
  signed: "Signed",
  signIn: "Sign In",
  size: "Size",
  status: "Status",
  subscription: "Subscription",
  subTitle: "Sub Title",
  subtotal: "Subtotal",
  superAdminSignIn: "Super-admin sign in",
  syncVideos: "Sync Videos",
  terminalCheckout: "Terminal Checkout",
  terminals: "Terminals",
  title: "Title",
  total: "Total",
  tryAgain: "Try again",
  type: "Type",
  update: "Update",
  user: "User",
  videos: "Videos",
  view: "View",
  viewPurchased: "View Purchased",
  walkIn: "Walk-in",
  yes: "Yes",
} as const;

export type MessageKey = keyof typeof MESSAGES;
