import { ApiProperty } from '@nestjs/swagger';
import type { BackupRun } from '../backup-run.entity.js';

export class BackupRunDto {
  @ApiProperty({ description: 'When the snapshot was taken', format: 'date-time' })
  startedAt: string;

  @ApiProperty({ format: 'date-time' })
  finishedAt: string;

  @ApiProperty({
    description: 'The archive, on the machine that wrote it',
    example: '/srv/club/.data/backups/2026-11-26T03-00-00Z.club-backup.tar',
  })
  location: string;

  @ApiProperty({ description: 'Size of the archive in bytes', example: 1_234_567 })
  bytes: number;

  @ApiProperty({ example: 24 })
  tables: number;

  @ApiProperty({ example: 41_230 })
  rows: number;

  @ApiProperty({ description: 'Uploaded files in the archive', example: 12 })
  files: number;
}

export class BackupStatusDto {
  @ApiProperty({
    type: BackupRunDto,
    nullable: true,
    description: 'The newest backup; null when none has run',
  })
  lastBackup: BackupRunDto | null;

  @ApiProperty({ description: "The server's clock, for 'N hours ago' labels", format: 'date-time' })
  generatedAt: string;
}

export function toBackupRunDto(run: BackupRun): BackupRunDto {
  return {
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    location: run.location,
    bytes: run.bytes,
    tables: run.tables,
    rows: run.rows,
    files: run.files,
  };
}
