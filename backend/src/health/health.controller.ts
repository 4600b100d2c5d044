import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
} from '@nestjs/terminus';
import { Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse } from '../common/error-response.dto.js';

const DATABASE_TIMEOUT_MS = 3000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly em: EntityManager,
  ) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness and database check (503 when the database does not answer)' })
  check(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database()]);
  }

  /** A real round trip: the pool's own "connected" flag says nothing about a lazily opened pool. */
  private async database() {
    const indicator = this.indicators.check('database');
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS).unref(),
        ),
      ]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
