import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BackupRun } from './backup-run.entity.js';
import { toBackupRunDto, type BackupStatusDto } from './dto/backup-status.dto.js';

@Injectable()
export class BackupsService {
  constructor(private readonly em: EntityManager) {}

  /** The newest backup run (from `npm run db:backup`, on any machine), with the server's clock. */
  async status(): Promise<BackupStatusDto> {
    const [last] = await this.em
      .fork()
      .find(BackupRun, {}, { orderBy: { startedAt: 'desc', id: 'desc' }, limit: 1 });
    return { lastBackup: last ? toBackupRunDto(last) : null, generatedAt: new Date().toISOString() };
  }
}
