import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/query-persist-client-core';
import { indexedDbAnswerStore } from './answer-store';
import { MEMBER_DATA_PREFIX } from './member-data';

/** Answers anyone may read (the public live answer): kept for whoever uses the device. */
export const PUBLIC_ANSWERS_DATABASE = 'club-public-answers';

/** A signed-in member's own answers, each member's under their user id; gone at logout (clearMemberData). */
export const MEMBER_ANSWERS_DATABASE = `${MEMBER_DATA_PREFIX}answers`;

/** A kept answer is shown for a tournament day at most; an older one is dropped when read. */
export const KEPT_ANSWER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Raised when the shape of a kept answer changes: what an older build kept is then dropped, never shown. */
const KEPT_ANSWERS_VERSION = '1';

/**
 * Options a query spreads in to be kept on this device (TanStack Query's per-query persister): its last answer is
 * shown again after a reload, also offline ('offlineFirst' reads the kept answer before asking the network).
 */
export interface KeepAnswerOptions {
  readonly persister: ReturnType<typeof experimental_createQueryPersister<string>>['persisterFn'];
  readonly networkMode: 'offlineFirst';
}

function keepIn(storage: AsyncStorage<string> | null, prefix: string): KeepAnswerOptions {
  const persister = experimental_createQueryPersister({
    storage,
    prefix,
    maxAge: KEPT_ANSWER_MAX_AGE_MS,
    buster: KEPT_ANSWERS_VERSION,
    // Asked again below instead: the library's own refetch after a restore leaves its failure (offline) unhandled.
    refetchOnRestore: false,
  });
  // Answers of tournaments never opened again are dropped too, once past their age.
  if (storage) void persister.persisterGc().catch(() => undefined);
  const persisterFn: KeepAnswerOptions['persister'] = async (queryFn, context, query) => {
    let asked = false;
    const answer = await persister.persisterFn(
      (queryContext) => {
        asked = true;
        return queryFn(queryContext);
      },
      context,
      query,
    );
    // Restored from the device: show it, then ask the server (after the restored answer's time is set).
    if (!asked) setTimeout(() => void query.fetch().catch(() => undefined));
    return answer;
  };
  return { persister: persisterFn, networkMode: 'offlineFirst' };
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

let publicAnswers: KeepAnswerOptions | undefined;

/** Keeps a public answer in `club-public-answers`. */
export function keepPublicAnswer(): KeepAnswerOptions {
  return (publicAnswers ??= keepIn(
    hasIndexedDb() ? indexedDbAnswerStore(PUBLIC_ANSWERS_DATABASE) : null,
    'public',
  ));
}

let memberStore: AsyncStorage<string> | undefined;
const memberAnswers = new Map<number, KeepAnswerOptions>();

/**
 * Keeps a member's own answer in `club-member-answers`, under their user id (another member signed in on the same
 * device never reads it). `stillSignedIn` is asked before each write: an answer arriving after logout is not kept.
 */
export function keepMemberAnswer(userId: number, stillSignedIn: () => boolean): KeepAnswerOptions {
  let kept = memberAnswers.get(userId);
  if (!kept) {
    memberStore ??= hasIndexedDb() ? indexedDbAnswerStore(MEMBER_ANSWERS_DATABASE) : undefined;
    const store = memberStore;
    kept = keepIn(
      store
        ? { ...store, setItem: (key, value) => (stillSignedIn() ? store.setItem(key, value) : undefined) }
        : null,
      `user-${userId}`,
    );
    memberAnswers.set(userId, kept);
  }
  return kept;
}
