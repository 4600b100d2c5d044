import { Global, Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { MailGate } from './mail-gate.service.js';
import { MailService } from './mail.service.js';

/** Features send mail through MailGate only, so every mail counts against its sender's and recipient's limits. */
@Global()
@Module({ imports: [ThrottlingModule], providers: [MailService, MailGate], exports: [MailGate] })
export class MailModule {}
