import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string };

// A real SMTP server on a free loopback port that keeps every message it receives.
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    // The oldest message not yet taken, waiting for it when none has arrived.
    async nextMessage(): Promise<CapturedMail> {
      while (messages.length <= taken) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages[taken++] as CapturedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Quoted-printable soft line breaks split long links; join them before reading.
export function linkFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = unfolded.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
  if (!match) throw new Error("no reset link in mail");
  return match[0];
}
