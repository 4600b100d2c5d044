import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CardCatalogueService } from './card-catalogue.service.js';
import { CardSourceError, openCardSource } from './card-data-source.js';
import { CardImportJob } from './card-import-job.entity.js';
import { importCatalogue, readCatalogue, type ImportProgress } from './card-importer.js';

/** An import older than this that still says 'running' died with its process. */
const STALE_AFTER_MS = 30 * 60_000;

/** Runs card imports started from the admin area in the background and records their progress. */
@Injectable()
export class CardImportService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CardImportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CardCatalogueService,
  ) {}

  /** An import still 'running' long after it began died with its process: say so instead of running forever. */
  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().nativeUpdate(
      CardImportJob,
      { status: 'running', startedAt: { $lt: new Date(Date.now() - STALE_AFTER_MS) } },
      {
        status: 'failed',
        error: 'The import stopped when its server stopped; nothing was changed.',
        finishedAt: new Date(),
      },
    );
  }

  async start(location: string): Promise<CardImportJob> {
    const em = this.em.fork();
    const running = await em.findOne(CardImportJob, {
      status: 'running',
      startedAt: { $gt: new Date(Date.now() - STALE_AFTER_MS) },
    });
    if (running) throw new ConflictException('An import is already running; wait for it to finish.');
    // Check the source before answering, so a typo is a 400 at once rather than a failed job.
    const source = await openCardSource(location).catch((error: unknown) => {
      throw error instanceof CardSourceError ? new BadRequestException(error.message) : error;
    });
    const job = new CardImportJob(randomUUID(), source.label);
    await em.persist(job).flush();
    void this.run(job.id, source);
    return job;
  }

  async get(id: string): Promise<CardImportJob> {
    const job = await this.em.fork().findOne(CardImportJob, { id });
    if (!job) throw new NotFoundException('There is no such import.');
    return job;
  }

  recent(): Promise<CardImportJob[]> {
    return this.em.fork().find(CardImportJob, {}, { orderBy: { startedAt: 'DESC' }, limit: 10 });
  }

  private async run(id: string, source: Awaited<ReturnType<typeof openCardSource>>): Promise<void> {
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
      this.catalogue.forgetAnswers();
      await em.fork().nativeUpdate(
        CardImportJob,
        { id },
        {
          status: 'succeeded',
          phase: 'done',
          summary: { ...summary, seconds: Math.round((Date.now() - started) / 100) / 10 },
          finishedAt: new Date(),
        },
      );
    } catch (error) {
      const message =
        error instanceof CardSourceError
          ? error.message
          : 'The import failed unexpectedly; nothing was changed.';
      if (!(error instanceof CardSourceError))
        this.logger.error(error instanceof Error ? error.stack : String(error));
      await em
        .fork()
        .nativeUpdate(CardImportJob, { id }, { status: 'failed', error: message, finishedAt: new Date() });
    }
  }
}
