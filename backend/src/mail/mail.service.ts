import { Inject, Injectable, Logger } from '@nestjs/common';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../config/private-files.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { MailKind } from './dto/mail-kind.dto.js';

/** A mail ready to send: both a plain-text and an HTML part. */
export interface MailMessage {
  /** What it is for: which budgets it spends (MailGate). */
  kind: MailKind;
  to: string;
  /** Where replies go, when not to the sender (a contact message: the visitor). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail over SMTP_URL. Without it, each mail is written as an .eml file to DATA_DIR/outbox (and logged),
 * so a demo install still shows what would have been sent.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send({ kind: _kind, ...message }: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.outbox) {
      await makePrivateFolder(this.outbox);
      const file = join(this.outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to}.eml`);
      await writeFile(file, (info as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE });
      this.logger.log(`Mail to ${message.to} ('${message.subject}') written to ${file}`);
    } else {
      this.logger.log(`Mail to ${message.to} ('${message.subject}') sent`);
    }
  }
}
