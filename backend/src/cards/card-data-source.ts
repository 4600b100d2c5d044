import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import {
  FetchFailedError,
  FetchRefusedError,
  guardedFetch,
  type FetchPolicy,
} from '../common/guarded-fetch.js';
import { reachableAddresses } from '../common/network-addresses.js';
import type { CardImportConfig } from '../config/app-config.js';

/** Where the card data comes from: a pokemon-tcg-data folder, or the URL of one (raw files over HTTP). */
export interface CardDataSource {
  /** What an admin sees: the folder or URL. */
  readonly label: string;
  /** The text of a file inside the data set, e.g. 'sets/en.json'; undefined when it does not exist. */
  read(path: string): Promise<string | undefined>;
}

export class CardSourceError extends Error {}

/** The data set's list of sets: the first file every import reads. */
export const SETS_FILE = 'sets/en.json';

const FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

/** What an import from a URL may fetch: the allowed hosts only, on public addresses (or the ranges allowed). */
export function importFetchPolicy(rules: CardImportConfig): FetchPolicy {
  return {
    refusal: (url) =>
      rules.hosts.includes(url.hostname)
        ? undefined
        : 'is not one of the hosts card data may be imported from (CARD_IMPORT_HOSTS)',
    reachable: reachableAddresses(rules.privateAddresses),
    maxBytes: rules.maxBytes,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
  };
}

/** A GitHub repository page becomes its raw-file address; any other URL is taken as the raw base as it is. */
export function rawBaseUrl(url: URL): string {
  if (url.hostname === 'github.com') {
    const [owner, repo, tree, ...branch] = url.pathname.split('/').filter(Boolean);
    if (owner && repo) {
      const ref = tree === 'tree' && branch.length ? branch.join('/') : 'HEAD';
      return `https://raw.githubusercontent.com/${owner}/${repo.replace(/\.git$/, '')}/${ref}`;
    }
  }
  return url.toString().replace(/(?<!\/)\/+$/, '');
}

class FolderSource implements CardDataSource {
  constructor(readonly label: string) {}

  async read(path: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.label, path), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new CardSourceError(`Cannot read ${path} in ${this.label}: ${(error as Error).message}`);
    }
  }
}

class UrlSource implements CardDataSource {
  private readonly base: string;
  /** The first file, read when the source is opened, so a refused or unreachable URL is known at once. */
  private first: { path: string; text: string | undefined } | undefined;

  constructor(
    readonly label: string,
    url: URL,
    private readonly policy: FetchPolicy,
  ) {
    this.base = rawBaseUrl(url);
  }

  async open(firstPath: string): Promise<this> {
    this.first = { path: firstPath, text: await this.fetch(firstPath) };
    return this;
  }

  async read(path: string): Promise<string | undefined> {
    const first = this.first;
    if (first?.path === path) {
      this.first = undefined;
      return first.text;
    }
    return this.fetch(path);
  }

  private async fetch(path: string): Promise<string | undefined> {
    const target = `${this.base}/${path}`;
    const response = await guardedFetch(new URL(target), this.policy).catch((error: unknown) => {
      if (error instanceof FetchRefusedError || error instanceof FetchFailedError)
        throw new CardSourceError(`Cannot fetch ${target}: ${error.message}`);
      throw error;
    });
    if (response.status === 404) return undefined;
    if (response.status < 200 || response.status > 299)
      throw new CardSourceError(`${target} answered HTTP ${response.status}.`);
    return response.body.toString('utf8');
  }
}

/**
 * Opens a folder (relative to `cwd`), which must exist, or an http(s) URL, fetched within `rules`; its
 * sets/en.json is fetched at once, so a URL that is refused or cannot be reached is told before any import starts.
 */
export async function openCardSource(
  location: string,
  rules: CardImportConfig,
  cwd = process.cwd(),
): Promise<CardDataSource> {
  const trimmed = location.trim();
  if (!trimmed) throw new CardSourceError('Give the folder or URL of a pokemon-tcg-data checkout.');
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new CardSourceError(`'${trimmed}' is not a valid URL.`);
    }
    return new UrlSource(trimmed, url, importFetchPolicy(rules)).open(SETS_FILE);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new CardSourceError('Only folders and http(s) URLs can be imported.');
  }
  const folder = isAbsolute(trimmed) ? trimmed : resolve(cwd, trimmed);
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new CardSourceError(`The folder ${folder} does not exist.`);
  return new FolderSource(folder);
}
