/** A prefilled e-mail link (the site's enquiries and offers are e-mails, not server calls: spec 1 §7). */
export function mailtoHref(to: string, subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail clients read '+' as a plus, not a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
