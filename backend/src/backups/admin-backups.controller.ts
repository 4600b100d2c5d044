import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/access.decorator.js';
import { BackupsService } from './backups.service.js';
import { BackupStatusDto } from './dto/backup-status.dto.js';

@ApiTags('admin backups')
@Controller('admin/backups')
export class AdminBackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get('status')
  @AdminOnly()
  @ApiOperation({
    summary: 'When the last backup ran (`npm run db:backup`), where it went and what it holds',
  })
  @ApiOkResponse({ type: BackupStatusDto })
  status(): Promise<BackupStatusDto> {
    return this.backups.status();
  }
}
