import { createSign } from "node:crypto";
import { type PushCredentials, PushDeliveryError, type PushMessage } from "./push-sender";

// FCM HTTP v1 called directly (docs/decisions/0008-fcm-http-v1-without-firebase-admin.md):
// a service-account JWT exchanged at the key's token_uri for an access token, then
// POST {FCM_API_URL}/v1/projects/{projectId}/messages:send.

const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
// A token is reused until a minute before Google's one-hour expiry.
const TOKEN_MARGIN_MS = 60_000;

type CachedToken = { accessToken: string; expiresAt: number };
const tokens = new Map<string, CachedToken>();

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

// RFC 7523 assertion signed with the service account's RSA key (RS256).
function signedAssertion(credentials: PushCredentials, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({
      iss: credentials.clientEmail,
      scope: SCOPE,
      aud: credentials.tokenUri,
      iat: issuedAt,
      exp: issuedAt + 3600,
    }),
  );
  const signature = createSign("RSA-SHA256")
    .update(`${header}.${claims}`)
    .sign(credentials.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

async function accessToken(credentials: PushCredentials, now: Date): Promise<string> {
  const cacheKey = `${credentials.tokenUri}|${credentials.clientEmail}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now.getTime()) return cached.accessToken;
  const response = await fetch(credentials.tokenUri, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: signedAssertion(credentials, now),
    }),
  });
  if (!response.ok) {
    throw new PushDeliveryError(`FCM token request failed with ${response.status}`);
  }
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new PushDeliveryError("FCM token response had no access token");
  const expiresAt = now.getTime() + (body.expires_in ?? 3600) * 1000;
  tokens.set(cacheKey, { accessToken: body.access_token, expiresAt });
  return body.access_token;
}

// Sends one topic message; answers FCM's message name ("projects/…/messages/…").
export async function sendFcmMessage(
  fcmApiUrl: string,
  credentials: PushCredentials,
  message: PushMessage,
  now: Date,
): Promise<string> {
  const token = await accessToken(credentials, now);
  const notification = {
    title: message.title,
    body: message.body,
    ...(message.imageUrl ? { image: message.imageUrl } : {}),
  };
  const url = `${fcmApiUrl}/v1/projects/${encodeURIComponent(credentials.projectId)}/messages:send`;
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: { topic: message.topic, notification } }),
  });
  if (!response.ok) {
    // A revoked token is forgotten so the retry asks for a new one.
    if (response.status === 401)
      tokens.delete(`${credentials.tokenUri}|${credentials.clientEmail}`);
    throw new PushDeliveryError(
      `FCM send failed with ${response.status}: ${await response.text()}`,
    );
  }
  const body = (await response.json()) as { name?: string };
  return body.name ?? "";
}
