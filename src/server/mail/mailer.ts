import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
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

/**
 * Every mail lands in the outbox table and the log first, so nothing is lost when SMTP is down;
 * with SMTP_URL it is then delivered and marked sent.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl?: string): Mailer {
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
