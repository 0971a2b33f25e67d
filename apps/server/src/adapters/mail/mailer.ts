import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { newId } from "../../shared/ids";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: FastifyBaseLogger;
};

// SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in DATA_DIR/mail and
// its path is logged, so the demo's password resets work without a mail server. The links
// themselves stay out of the log: a reset link is a password for whoever reads the log.
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, subject: message.subject, file }, "mail written");
    },
  };
}
