// Outgoing e-mail: SMTP when SMTP_URL is set, otherwise the development mailbox (/_dev/mailbox).
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, so tests and newcomers can follow them without parsing HTML. */
  links: string[];
}

export interface StoredMail extends MailMessage {
  id: number;
  sent_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Keeps the newest messages in memory; readable at /_dev/mailbox(.json). */
export class DevMailbox implements Mailer {
  private readonly messages: StoredMail[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 200) {}

  async send(message: MailMessage): Promise<void> {
    this.messages.unshift({ ...message, id: this.nextId++, sent_at: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first. */
  list(to?: string): StoredMail[] {
    return to ? this.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : [...this.messages];
  }
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/**
 * Prints each e-mail's recipient, subject and links on the console, then hands it on (when there is a
 * development mailbox). Without SMTP this is how an operator reaches invite and reset links on a stack
 * whose mailbox is off (it never faces a network).
 */
export function consoleMailer(next: Mailer | null, log: (line: string) => void = console.log): Mailer {
  return {
    async send(message) {
      log(
        `\nE-mail to ${message.to}: ${message.subject}\n${message.links.map((l) => `  ${l}`).join('\n')}\n`,
      );
      await next?.send(message);
    },
  };
}
