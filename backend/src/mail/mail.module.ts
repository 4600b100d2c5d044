import { Global, Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { HeldBackMailRepository } from './held-back-mail.repository.js';
import { HeldBackMailCounts } from './held-back-mail.service.js';
import { MailGate } from './mail-gate.service.js';
import { MailService } from './mail.service.js';

/** Features send mail through MailGate only, so every mail spends the budgets its kind spends (docs/adr/0003). */
@Global()
@Module({
  imports: [ThrottlingModule],
  providers: [MailService, MailGate, HeldBackMailCounts, HeldBackMailRepository],
  exports: [MailGate, HeldBackMailCounts],
})
export class MailModule {}
