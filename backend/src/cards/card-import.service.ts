import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { CardCatalogueService } from './card-catalogue.service.js';
import { CardSourceError, openCardSource } from './card-data-source.js';
import { CardImportJob } from './card-import-job.entity.js';
import { CardImportRepository } from './card-import.repository.js';
import { importCatalogue, readCatalogue, type ImportProgress } from './card-importer.js';
import { ImportLock } from './import-lock.repository.js';

const STOPPED = 'The import stopped when its server stopped; nothing was changed.';

/** Runs card imports started from the admin area in the background and records their progress. */
@Injectable()
export class CardImportService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CardImportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly imports: CardImportRepository,
    private readonly catalogue: CardCatalogueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.settleStopped();
  }

  /**
   * Jobs still 'running' while no process holds the import lock died with their server: say so. One statement,
   * so a job started on another replica meanwhile (lock taken before its row is written) is never caught.
   */
  private async settleStopped(): Promise<void> {
    await this.imports.failStopped(STOPPED);
  }

  async start(location: string): Promise<CardImportJob> {
    const lock = await ImportLock.take(this.orm.config.get('clientUrl') as string);
    if (!lock) throw new ConflictException('An import is already running; wait for it to finish.');
    try {
      await this.settleStopped();
      // Check the source before answering, so a typo is a 400 at once rather than a failed job.
      const source = await openCardSource(location, this.config.cardImport).catch((error: unknown) => {
        throw error instanceof CardSourceError ? new BadRequestException(error.message) : error;
      });
      const job = new CardImportJob(randomUUID(), source.label);
      await this.em.fork().persist(job).flush();
      void this.run(job.id, source, lock).catch((error: unknown) =>
        this.logger.error(error instanceof Error ? error.stack : String(error)),
      );
      return job;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  async get(id: string): Promise<CardImportJob> {
    await this.settleStopped();
    const job = await this.em.fork().findOne(CardImportJob, { id });
    if (!job) throw new NotFoundException('There is no such import.');
    return job;
  }

  async recent(): Promise<CardImportJob[]> {
    await this.settleStopped();
    return this.em.fork().find(CardImportJob, {}, { orderBy: { startedAt: 'DESC' }, limit: 10 });
  }

  private async run(
    id: string,
    source: Awaited<ReturnType<typeof openCardSource>>,
    lock: ImportLock,
  ): Promise<void> {
    const started = Date.now();
    const em = this.em.fork();
    let lastWrite = 0;
    const progress = async (p: ImportProgress) => {
      // At most a few progress writes a second.
      if (Date.now() - lastWrite < 250 && p.phase !== 'done') return;
      lastWrite = Date.now();
      await em.fork().nativeUpdate(CardImportJob, { id }, { phase: p.phase, done: p.done, total: p.total });
    };
    try {
      const catalogue = await readCatalogue(source, progress);
      const summary = await importCatalogue(em.fork(), catalogue, progress);
      await lock.succeeded(id, { ...summary, seconds: Math.round((Date.now() - started) / 100) / 10 });
    } catch (error) {
      const message =
        error instanceof CardSourceError
          ? error.message
          : 'The import failed unexpectedly; nothing was changed.';
      if (!(error instanceof CardSourceError))
        this.logger.error(error instanceof Error ? error.stack : String(error));
      await lock.failed(id, message);
    }
  }
}
