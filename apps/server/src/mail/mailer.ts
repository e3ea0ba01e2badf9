/**
 * Outgoing mail through nodemailer (docs/decisions/0016-one-process-settings-from-environment.md): SMTP when SMTP_URL is set; otherwise each
 * message is logged with its link and written to DATA_DIR/outbox as an .eml file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
        opts.log.info({ to: msg.to, subject: msg.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: opts.from, ...msg });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = msg.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(opts.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: msg.to, subject: msg.subject, file, body: msg.text }, 'mail written to outbox');
    },
  };
}
