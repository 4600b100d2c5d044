import { useAuth } from '../../auth';
import { getSessionUser } from '../../auth/session';
import { keepMemberAnswer, keepPublicAnswer, type KeepAnswerOptions } from '../../offline/kept-answers';

/**
 * How a tournament answer is kept on this device for the venue: a public one for anyone, a member's under their
 * user id (nothing kept for a member nobody is signed in as).
 */
export function useKeepAnswer(audience: 'members' | 'public'): Partial<KeepAnswerOptions> {
  const { user } = useAuth();
  if (audience === 'public') return keepPublicAnswer();
  if (!user) return {};
  const userId = user.id;
  return keepMemberAnswer(userId, () => getSessionUser()?.id === userId);
}
