import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where a mailer reports (Fastify's logger, or the operator's command line). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Every mail lands in the outbox table and the log first, so nothing is lost when SMTP is down;
 * with SMTP_URL it is then delivered and marked sent.
 */
export function createMailer(db: Db, log: MailLog, smtpUrl?: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = oneRow(await db.insert(outbox).values(mail).returning({ id: outbox.id }), 'insert into outbox');
      log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'mail queued in outbox');
      if (!transport) return;
      try {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.body, from: 'no-reply@console.local' });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'SMTP delivery failed; the mail stays in the outbox');
      }
    },
  };
}
