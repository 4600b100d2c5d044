import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { EnquiryMailer } from './enquiry-mailer.service.js';

/** Visitors' messages to sellers and artists (docs/adr/0010); the routes live with what they are about. */
@Module({
  imports: [ThrottlingModule],
  providers: [EnquiryMailer],
  exports: [EnquiryMailer, ThrottlingModule],
})
export class EnquiriesModule {}
