// One push message to an FCM topic (the organization's, or one class's).
export type PushMessage = {
  topic: string;
  // 000 §3 Notification: the organization's name and logo.
  title: string;
  body: string;
  imageUrl: string | null;
};

// An organization's Firebase service account, as its JSON key file names the parts.
export type PushCredentials = {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
};

export class PushDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PushDeliveryError";
  }
}
