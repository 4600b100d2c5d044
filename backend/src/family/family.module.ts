import { Module } from '@nestjs/common';
import { AdminFamilyController } from './admin-family.controller.js';
import { FamilyController } from './family.controller.js';
import { FamilyService } from './family.service.js';

@Module({
  controllers: [FamilyController, AdminFamilyController],
  providers: [FamilyService],
  exports: [FamilyService],
})
export class FamilyModule {}
