import { Module } from '@nestjs/common';
import { AdminBackupsController } from './admin-backups.controller.js';
import { BackupsService } from './backups.service.js';

/** The admin area's view of backups; the backups themselves are written and restored by the CLI. */
@Module({
  controllers: [AdminBackupsController],
  providers: [BackupsService],
})
export class BackupsModule {}
