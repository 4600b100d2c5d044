import { apiErrorStatus, serverMessage } from '../shared/api-error';

/**
 * The sentence for a failed forum call: the spec's words (`Failed to create post`), followed by the server's
 * reason when it refused with one a member can act on (too fast, not theirs, gone, a name taken). A network
 * failure or a fault on our side gets the spec's words alone.
 */
export function forumFailure(error: unknown, specText: string): string {
  const status = apiErrorStatus(error);
  const reason = status !== null && status >= 400 && status < 500 ? serverMessage(error) : null;
  return reason && reason !== specText ? `${specText}: ${reason}` : specText;
}
