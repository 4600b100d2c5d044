import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PublicAnswers } from './public-answers.js';

/** The kept answers of `@PublicCached` routes; services keep their own things as NotifiedCache instances. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [PublicAnswers],
  exports: [PublicAnswers],
})
export class CachingModule {}
