import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the mail is written to the server log,
 * so the embedded default works without a mail server (README: read the code in the log).
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.warn(
          { to: mail.to, subject: mail.subject },
          `EMAIL (no SMTP_URL set) to ${mail.to}: ${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
