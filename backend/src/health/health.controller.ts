import { Controller, Get, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
} from '@nestjs/terminus';
import { Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse } from '../common/error-response.dto.js';
import { HealthRepository } from './health.repository.js';

const DATABASE_TIMEOUT_MS = 3000;
const DOWN = 'The site is down: its database does not answer.';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);
  /** The round trip under way: checks that arrive meanwhile share it rather than queue for a pooled connection. */
  private pending: Promise<unknown> | undefined;

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly repository: HealthRepository,
  ) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness and database check (503 when the database does not answer)' })
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database()]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Up or down and nothing more: the cause is in the server's log (see database()).
      throw new ServiceUnavailableException(DOWN);
    }
  }

  /** A real round trip: the pool's own "connected" flag says nothing about a lazily opened pool. */
  private async database() {
    const indicator = this.indicators.check('database');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.roundTrip(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS).unref();
        }),
      ]);
      return indicator.up();
    } catch (error) {
      // Why is for the operator's log: the answer is public, and the database's words name hosts and accounts.
      this.logger.warn(
        `Health check: the database did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
      return indicator.down();
    } finally {
      // Under load a timer left to run out is thousands kept at once, each for three seconds.
      clearTimeout(timer);
    }
  }

  private roundTrip(): Promise<unknown> {
    this.pending ??= this.repository.roundTrip().finally(() => (this.pending = undefined));
    return this.pending;
  }
}
