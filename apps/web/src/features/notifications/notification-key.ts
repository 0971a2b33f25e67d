// The notification's own name, made once when the New Notification form opens and sent with
// each of its Send requests: a repeated or retried request answers the notification the first
// one created instead of sending a second.
export const newNotificationKey = () => `notification:${crypto.randomUUID()}`;
