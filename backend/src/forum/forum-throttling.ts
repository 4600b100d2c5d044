/** The 429's sentence for a member who posts or comments faster than the forum's limit allows. */
export const FORUM_THROTTLED = 'You are posting too quickly. Please wait a few minutes and try again.';
