import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';

@Module({ imports: [TerminusModule], controllers: [HealthController], providers: [HealthRepository] })
export class HealthModule {}
