import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries, logged when mail goes to the outbox folder so a local user can follow them. */
  links: string[];
}

/** Where the outbox mailer reports each mail; Fastify's logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * With SMTP_URL, mail goes through that server. Without it, each mail is written as an .eml file under
 * DATA_DIR/mail and its links are logged: a person trying the platform locally can still validate an
 * account or reset a password.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      options.log.info(
        { to: mail.to, subject: mail.subject, links: mail.links, file: name },
        'mail written to outbox',
      );
    },
  };
}
