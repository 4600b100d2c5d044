import * as clubRules from '@club/rules';
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The walls of docs/architecture.md, as the lint enforces them (eslint/backend-walls.js): an import planted across
 * each wall is refused with the wall's message, and the imports the walls leave open still pass.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundaries messages for `code` linted as if it were the file at `path` (relative to backend/src). */
async function wallsHit(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, {
    filePath: join(ROOT, 'backend', 'src', path),
  });
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the walls the lint enforces', () => {
  it.each([
    ['cards/domain/planted.ts', "import { Injectable } from '@nestjs/common';"],
    ['decks/domain/planted.ts', "import { Entity } from '@mikro-orm/decorators/legacy';"],
    ['cards/domain/planted.ts', "import type { EntityManager } from '@mikro-orm/postgresql';"],
    ['decks/domain/planted.ts', "import { IsString } from 'class-validator';"],
    ['cards/domain/planted.ts', "import { Type } from 'class-transformer';"],
  ])('domain/ imports no framework: %s with %s', async (path, code) => {
    expect(await wallsHit(path, code)).toEqual([expect.stringMatching(/^domain\/ imports no framework/)]);
  });

  it('domain/ imports nothing of its feature outside domain/', async () => {
    expect(
      await wallsHit('cards/domain/planted.ts', "import { Card } from '../card.entity.js';"),
    ).toHaveLength(1);
  });

  it.each([
    "import { User } from '../users/user.entity.js';",
    "import { CallerCache } from '../users/caller-cache.js';",
    "import { CardCatalogueService } from '../cards/card-catalogue.service.js';",
    "import { cardNameKey } from '../cards/domain/card-name.js';",
  ])('common/ imports no feature: %s', async (code) => {
    expect(await wallsHit('common/planted.ts', code)).toEqual([
      expect.stringMatching(/^common\/ imports no feature/),
    ]);
  });

  it.each([
    ['cards/planted.ts', "import { DecksService } from '../decks/decks.service.js';"],
    ['cards/planted.ts', "import { Deck } from '../decks/deck.entity.js';"],
    ['cards/domain/planted.ts', "import type { DeckEntry } from '../../decks/domain/deck-entry.js';"],
    ['cards/dto/planted.ts', "import { DecksModule } from '../../decks/decks.module.js';"],
  ])('cards/ never imports decks/: %s with %s', async (path, code) => {
    expect(await wallsHit(path, code)).toEqual([expect.stringMatching(/^cards\/ never imports decks\//)]);
  });

  it.each([
    "import { cardAnswerOf } from '../cards/card-answers.js';",
    "import { CallerCache } from '../users/caller-cache.js';",
    "import { refreshLegality } from '../cards/legality-refresh.js';",
  ])('a feature reaches another only through its exports: %s', async (code) => {
    expect(await wallsHit('decks/planted.ts', code)).toEqual([
      expect.stringMatching(/^This import crosses a wall \(feature to feature/),
    ]);
  });

  it('shipped code imports no test support (so none ships in dist)', async () => {
    expect(
      await wallsHit('cards/planted.ts', "import { makeCard } from '../../test/support/card-fixtures.js';"),
    ).toHaveLength(1);
    expect(
      await wallsHit(
        'cards/domain/planted.spec.ts',
        "import { makeCard } from '../../../test/support/card-fixtures.js';",
      ),
    ).toEqual([]);
  });

  it.each([
    "import { User } from '../users/user.entity.js';",
    "import { CardCatalogueService } from '../cards/card-catalogue.service.js';",
    "import { cardNameKey } from '../cards/domain/card-name.js';",
    "import { ENTITIES } from '../composition/entities.js';",
  ])('database/ imports no feature, nor the composition root: %s', async (code) => {
    expect(await wallsHit('database/planted.ts', code)).toEqual([
      expect.stringMatching(/^database\/ imports no feature/),
    ]);
  });

  it.each([
    "import { PublicAnswers } from '../caching/public-answers.js';",
    "import { NotifiedCache } from '../caching/notified-cache.js';",
  ])('database/ does not reach up to caching/: %s', async (code) => {
    expect(await wallsHit('database/planted.ts', code)).toEqual([
      expect.stringMatching(/^database\/ imports no feature/),
    ]);
  });

  it.each([
    "import { CardRowsService } from '../cards/card-rows.service.js';",
    "import { cardNameKey } from '../cards/domain/card-name.js';",
  ])('caching/ imports no feature: %s', async (code) => {
    expect(await wallsHit('caching/planted.ts', code)).toEqual([
      expect.stringMatching(/^caching\/ imports no feature/),
    ]);
  });

  it.each([
    ['cards/planted.service.ts'],
    ['users/planted.ts'],
    ['database/planted.ts'],
    ['common/planted.ts'],
    ['decks/domain/planted.ts'],
  ])('only caching/ keeps things: lru-cache in %s', async (path) => {
    expect(await wallsHit(path, "import { LRUCache } from 'lru-cache';")).toEqual([
      expect.stringMatching(/^Only caching\/ keeps things/),
    ]);
  });

  it('leaves caching/ open to features and lru-cache to caching/', async () => {
    expect(
      await wallsHit(
        'cards/planted.service.ts',
        "import { NotifiedCache } from '../caching/notified-cache.js';",
      ),
    ).toEqual([]);
    expect(await wallsHit('caching/planted.ts', "import { LRUCache } from 'lru-cache';")).toEqual([]);
  });

  it.each([
    ['decks/planted.service.ts', "import { Card } from '../cards/card.entity.js';"],
    ['admin-overview/planted.service.ts', "import { User, Role } from '../users/user.entity.js';"],
    ['tournaments/planted.controller.ts', "import { Event } from '../events/event.entity.js';"],
    ['tournaments/dto/planted.dto.ts', "import { DeckFormat } from '../../decks/deck.entity.js';"],
    ['auth/planted.service.ts', "import { Profile } from '../users/profile.embeddable.js';"],
    ['decks/planted.service.ts', "export { Card } from '../cards/card.entity.js';"],
    ['admin-overview/planted.service.ts', "const { User } = await import('../users/user.entity.js');"],
  ])(
    "a feature reads another's data through its services, not its entity files: %s with %s",
    async (path, code) => {
      expect(await wallsHit(path, code)).toEqual([expect.stringMatching(/^A feature reads another's data/)]);
    },
  );

  it.each([
    ['cards/planted.ts', "import { ENTITIES } from '../composition/entities.js';"],
    ['backups/planted.ts', "import { MIGRATIONS } from '../composition/migrations/index.js';"],
  ])('only entry points and tests reach the composition root: %s with %s', async (path, code) => {
    expect(await wallsHit(path, code)).toHaveLength(1);
  });

  it.each([
    // A relation needs the other feature's class in its decorator.
    ['decks/planted.entity.ts', "import { Card } from '../cards/card.entity.js';"],
    ['family/planted.entity.ts', "import { DEFAULT_AVATAR } from '../users/profile.embeddable.js';"],
    // A type names what another feature's service answers; it is erased and can query nothing.
    ['decks/planted.service.ts', "import type { User } from '../users/user.entity.js';"],
    ['decks/planted.service.ts', "import { Deck } from './deck.entity.js';"],
    ['decks/dto/planted.dto.ts', "import { Deck } from '../deck.entity.js';"],
    ['composition/planted.ts', "import { Card } from '../cards/card.entity.js';"],
    ['composition/planted.ts', "import { connectDatabase } from '../database/database-connection.js';"],
    ['database/planted.ts', "import { APP_CONFIG } from '../config/config.tokens.js';"],
  ])('leaves open what the entity wall allows: %s with %s', async (path, code) => {
    expect(await wallsHit(path, code)).toEqual([]);
  });

  it.each([
    ['decks/planted.ts', "import { CardCatalogueService } from '../cards/card-catalogue.service.js';"],
    ['decks/planted.ts', "import { CardDto } from '../cards/dto/card.dto.js';"],
    ['decks/planted.ts', "import { CurrentUser } from '../users/current-user.decorator.js';"],
    ['decks/planted.ts', "import { AdminOnly } from '../common/access.decorator.js';"],
    ['decks/domain/planted.ts', "import { cardNameKey } from '../../cards/domain/card-name.js';"],
    ['cards/domain/planted.ts', "import { join } from 'node:path';"],
    ['common/planted.ts', "import { APP_CONFIG } from '../config/config.tokens.js';"],
    ['users/planted.ts', "import { CALLER_SOURCE } from '../common/caller.js';"],
    ['events/domain/planted.ts', "import { ukInstant } from '@club/rules';"],
  ])('leaves open what the walls allow: %s with %s', async (path, code) => {
    expect(await wallsHit(path, code)).toEqual([]);
  });
});

describe('raw SQL only in repositories (eslint/backend-data-access.js)', () => {
  const REFUSED = "raw SQL lives in the feature's *.repository.ts (issue 37, docs/architecture.md)";

  /** The data-access messages for `code` linted as if it were the file at `path` (relative to backend/src). */
  async function sqlRefusals(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, {
      filePath: join(ROOT, 'backend', 'src', path),
    });
    return result.messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  }

  const EM = "import { EntityManager } from '@mikro-orm/postgresql';";

  it.each([
    [
      'forum/planted.service.ts',
      `${EM}\nexport const run = (em: EntityManager) => em.getConnection().execute('select 1');`,
    ],
    [
      'cards/planted.ts',
      `${EM}\nexport const run = (connection: { execute(sql: string): void }) => connection.execute('select 1');`,
    ],
    [
      'users/admin/planted.service.ts',
      `${EM}\nexport const run = (em: EntityManager) => em.createQueryBuilder('users');`,
    ],
    ['decks/planted.service.ts', `${EM}\nexport const run = (em: EntityManager) => em.qb('decks');`],
    [
      'events/planted.service.ts',
      "import { raw } from '@mikro-orm/core';\nexport const run = () => raw('now()');",
    ],
    [
      'health/planted.controller.ts',
      "import { sql } from '@mikro-orm/postgresql';\nexport const run = () => sql`now()`;",
    ],
  ])('refuses it outside a repository: %s', async (path, code) => {
    const messages = await sqlRefusals(path, code);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toContain(REFUSED);
  });

  it.each([
    'forum/planted.repository.ts',
    'users/admin/planted.repository.ts',
    'composition/migrations/planted.ts',
    'database/announce.ts',
  ])('leaves it to repositories, migrations and the one announce helper: %s', async (path) => {
    expect(
      await sqlRefusals(
        path,
        `${EM}\nexport const run = (em: EntityManager) => em.getConnection().execute('select 1');`,
      ),
    ).toEqual([]);
  });
});

describe('the wall around the shared libraries (libs/)', () => {
  /** The messages of the libraries' wall for `code` linted as if it were the file `name` of libs/club-rules/src. */
  async function libraryWallHit(code: string, name = 'planted.ts'): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, {
      filePath: join(ROOT, 'libs', 'club-rules', 'src', name),
    });
    return result.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  }

  it.each([
    "import { Injectable } from '@nestjs/common';",
    "import type { EntityManager } from '@mikro-orm/postgresql';",
    "import { Entity } from '@mikro-orm/core';",
    "import { useState } from 'react';",
    "import { Button } from '@mui/material';",
    "import { useTranslate } from 'react-admin';",
    "import { EventType } from '../../../backend/src/events/event.entity.js';",
    "import { CLUB } from '../../../frontend/src/shared/club.js';",
  ])('imports no framework and neither half: %s', async (code) => {
    expect(await libraryWallHit(code)).toEqual([expect.stringMatching(/libs\/ imports no framework/)]);
  });

  it.each(['planted.tsx', 'planted.js', 'planted.mjs'])(
    'walls every kind of source file: %s',
    async (name) => {
      expect(await libraryWallHit("import { useState } from 'react';", name)).toEqual([
        expect.stringMatching(/libs\/ imports no framework/),
      ]);
    },
  );

  it('leaves plain packages open', async () => {
    expect(await libraryWallHit("import { TZDate } from '@date-fns/tz';")).toEqual([]);
  });
});

describe('rules written once (docs/adr/0043-rules-written-once.md)', () => {
  /** A source file's code: comment lines may quote a sentence they explain. */
  const withoutComments = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !['//', '/*', '*'].some((opening) => line.trimStart().startsWith(opening)))
      .join('\n');

  /** The shipped source files of one half (tests and the generated client aside), with their text. */
  function sources(half: string): { path: string; text: string }[] {
    return readdirSync(join(ROOT, half, 'src'), { recursive: true, encoding: 'utf8' })
      .filter(
        (path) => /\.tsx?$/.test(path) && !/\.(?:spec|test)\.tsx?$|(?:^|\/)(?:test|generated)\//.test(path),
      )
      .map((path) => ({
        path: `${half}/src/${path}`,
        text: withoutComments(join(ROOT, half, 'src', path)),
      }));
  }

  const sentences = (Object.values(clubRules) as unknown[]).filter(
    (value): value is string => typeof value === 'string' && value.includes(' '),
  );

  it("writes no sentence of @club/rules again in either half's code", () => {
    expect(sentences.length).toBeGreaterThan(20);
    const copies = [...sources('backend'), ...sources('frontend')].flatMap(({ path, text }) =>
      sentences
        .filter((sentence) =>
          [`'${sentence}'`, `"${sentence}"`, `>${sentence}<`].some((written) => text.includes(written)),
        )
        .map((sentence) => `${path}: ${sentence}`),
    );
    expect(copies).toEqual([]);
  });
});

describe('no cycle between feature folders (eslint/feature-cycles.js, run by the lint)', () => {
  /** A source tree in a temporary folder: path → content. */
  function plantedTree(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'feature-cycles-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  }

  it('names a cycle between two folders, through any file of each, with the file making each step', async () => {
    const { cyclesOf, folderGraph } = await import('../../eslint/feature-cycles.js');
    const root = plantedTree({
      'users/admin/admin-users.service.ts': "import { Sessions } from '../../auth/refresh-token.service.js';",
      'auth/auth.service.ts': "import type { User } from '../users/user.entity.js';",
      'users/user.entity.ts': 'export class User {}',
      'auth/refresh-token.service.ts': 'export class Sessions {}',
      'cards/card.service.ts': "import { User } from '../users/user.entity.js';",
      'users/users.spec.ts': "import { Card } from '../cards/card.service.js';",
    });
    try {
      expect(cyclesOf(folderGraph(root))).toEqual([
        ['auth → users (auth/auth.service.ts)', 'users → auth (users/admin/admin-users.service.ts)'],
      ]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('finds none in backend/src', async () => {
    const { cyclesOf, folderGraph } = await import('../../eslint/feature-cycles.js');
    expect(cyclesOf(folderGraph(join(ROOT, 'backend', 'src')))).toEqual([]);
  });
});
