import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.ts';

/** A file sent with a message: a booking confirmation's calendar entry (text/calendar). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = { to: string; subject: string; body: string; attachments?: MailAttachment[] };

/**
 * Every message is recorded in mail_outbox. With SMTP_URL it is also sent over SMTP; without it the
 * outbox is the delivery (DESIGN 'Real parts': a development mailbox page shows it).
 */
export type Mailer = { readonly smtp: boolean; send(db: Queryable, mail: Mail): Promise<void> };

export function createMailer(smtpUrl: string | undefined, from = 'Comanda <no-reply@comanda.local>'): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    smtp: transport !== null,
    async send(db, mail) {
      const [row] = await db.query<{ id: string }>(
        `insert into mail_outbox (to_address, subject, body, attachments)
         values ($1, $2, $3, $4::jsonb) returning id::text`,
        [mail.to, mail.subject, mail.body, mail.attachments ? JSON.stringify(mail.attachments) : null],
      );
      if (!transport) return;
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          attachments: mail.attachments,
        });
        await db.query('update mail_outbox set sent_at = now() where id = $1', [row!.id]);
      } catch (error) {
        await db.query('update mail_outbox set error = $2 where id = $1', [
          row!.id,
          (error as Error).message,
        ]);
        throw error;
      }
    },
  };
}
