import { createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Google's OAuth token endpoint and FCM HTTP v1 on 127.0.0.1. The token
// endpoint checks the service-account JWT's signature against the test key; the send
// endpoint checks the bearer token and records the message for the test to assert.

export type FcmMessage = {
  projectId: string;
  message: { topic: string; notification: { title: string; body: string; image?: string } };
};

export type FakeFcm = {
  url: string;
  // A service account whose token_uri is this fake.
  credentials: { projectId: string; clientEmail: string; privateKey: string; tokenUri: string };
  messages: FcmMessage[];
  close: () => Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

function isSignedBy(assertion: string, publicKey: string): boolean {
  const [header, claims, signature] = assertion.split(".");
  if (!header || !claims || !signature) return false;
  return createVerify("RSA-SHA256")
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, "base64url"));
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const tokens = new Set<string>();
  const messages: FcmMessage[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (request.method === "POST" && request.url === "/token") {
      const form = new URLSearchParams(body);
      const assertion = form.get("assertion") ?? "";
      const isGrant = form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer";
      if (!isGrant || !isSignedBy(assertion, publicKey))
        return reply(400, { error: "invalid_grant" });
      const token = `ya29.${randomBytes(12).toString("hex")}`;
      tokens.add(token);
      return reply(200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
    }
    const send = request.url?.match(/^\/v1\/projects\/([^/]+)\/messages:send$/);
    if (request.method === "POST" && send?.[1]) {
      const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!tokens.has(token)) return reply(401, { error: { code: 401 } });
      const parsed = JSON.parse(body) as Omit<FcmMessage, "projectId">;
      messages.push({ projectId: send[1], ...parsed });
      return reply(200, { name: `projects/${send[1]}/messages/${messages.length}` });
    }
    return reply(404, { error: { code: 404 } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    credentials: {
      projectId: "harbor-yoga-app",
      clientEmail: "push@harbor-yoga-app.iam.gserviceaccount.com",
      privateKey,
      tokenUri: `${url}/token`,
    },
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
