import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';

/** A database whose round trips the test answers one by one. */
function heldDatabase() {
  const answers: (() => void)[] = [];
  const execute = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
  return {
    em: { getConnection: () => ({ execute }) },
    execute,
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
  };
}

/** The health controller as Nest builds it (terminus's services), over the given database. */
async function controllerOver(em: unknown): Promise<HealthController> {
  @Module({
    imports: [TerminusModule],
    controllers: [HealthController],
    providers: [HealthRepository, { provide: EntityManager, useValue: em }],
  })
  class HealthOnly {}
  const context = await NestFactory.createApplicationContext(HealthOnly, { logger: false });
  return context.get(HealthController);
}

describe('the health check', () => {
  it('shares one database round trip among the checks that arrive while it is under way', async () => {
    const database = heldDatabase();
    const controller = await controllerOver(database.em);
    const flood = Array.from({ length: 50 }, () => controller.check());
    await new Promise(setImmediate);
    expect(database.execute).toHaveBeenCalledTimes(1);
    database.answerAll();
    for (const answer of await Promise.all(flood)) expect(answer.status).toBe('ok');

    // A check after that one answered asks the database again: a shared answer is always from a round trip that
    // was still under way when the check arrived.
    const later = controller.check();
    await new Promise(setImmediate);
    expect(database.execute).toHaveBeenCalledTimes(2);
    database.answerAll();
    expect((await later).status).toBe('ok');
  });

  it('lets the next check try again after a failed round trip', async () => {
    const execute = jest
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue([]);
    const controller = await controllerOver({ getConnection: () => ({ execute }) });
    await expect(controller.check()).rejects.toThrow('The site is down: its database does not answer.');
    expect((await controller.check()).status).toBe('ok');
  });
});
