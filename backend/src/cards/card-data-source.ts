import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';

/** Where the card data comes from: a pokemon-tcg-data folder, or the URL of one (raw files over HTTP). */
export interface CardDataSource {
  /** What an admin sees: the folder or URL. */
  readonly label: string;
  /** The text of a file inside the data set, e.g. 'sets/en.json'; undefined when it does not exist. */
  read(path: string): Promise<string | undefined>;
}

export class CardSourceError extends Error {}

const FETCH_TIMEOUT_MS = 30_000;

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

  constructor(
    readonly label: string,
    url: URL,
  ) {
    this.base = rawBaseUrl(url);
  }

  async read(path: string): Promise<string | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CardSourceError(`Cannot reach ${this.base}/${path} (${cause}).`);
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new CardSourceError(`${this.base}/${path} answered HTTP ${response.status}.`);
    return response.text();
  }
}

/** Opens a folder (relative to `cwd`) or an http(s) URL; a folder must exist. */
export async function openCardSource(location: string, cwd = process.cwd()): Promise<CardDataSource> {
  const trimmed = location.trim();
  if (!trimmed) throw new CardSourceError('Give the folder or URL of a pokemon-tcg-data checkout.');
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new CardSourceError(`'${trimmed}' is not a valid URL.`);
    }
    return new UrlSource(trimmed, url);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new CardSourceError('Only folders and http(s) URLs can be imported.');
  }
  const folder = isAbsolute(trimmed) ? trimmed : resolve(cwd, trimmed);
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new CardSourceError(`The folder ${folder} does not exist.`);
  return new FolderSource(folder);
}
