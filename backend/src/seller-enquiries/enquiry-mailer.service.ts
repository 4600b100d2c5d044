import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MailGate } from '../mail/mail-gate.service.js';
import type { CreateEnquiryDto } from './dto/enquiry.dto.js';
import { enquiryMail } from './enquiry-mail.js';

/** Mails a visitor's enquiry to a member through the mail gate (refused, not dropped, over its limit). */
@Injectable()
export class EnquiryMailer {
  constructor(
    private readonly mail: MailGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  send(to: string, subject: string, about: string, enquiry: CreateEnquiryDto): Promise<void> {
    return this.mail.deliver(enquiryMail({ to, subject, about, enquiry, clubName: this.config.clubName }));
  }
}
