import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { EnquiryMailer } from './enquiry-mailer.service.js';

/**
 * Visitors' Enquire and Make Offer messages to a member selling a trade listing or an artwork, mailed by the club
 * (docs/adr/0010); the routes live with what they are about.
 */
@Module({
  imports: [ThrottlingModule],
  providers: [EnquiryMailer],
  exports: [EnquiryMailer, ThrottlingModule],
})
export class SellerEnquiriesModule {}
