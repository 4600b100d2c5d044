import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withConfigTable } from '../config/config-table.js';

/** `npm run docs:config`: writes README.md's configuration table from the schema (config-schema.ts). */
const readmePath = resolve(import.meta.dirname, '../../../README.md');
writeFileSync(readmePath, withConfigTable(readFileSync(readmePath, 'utf8')));
console.log(`Wrote the configuration table of ${readmePath}`);
