// Every mail's HTML page is written here, once for all features.
import { escapeMarkup } from './escape-markup.js';

/** A mail's HTML page around its body lines (already escaped). */
export function htmlMail(bodyLines: string): string {
  return `<!doctype html>
<html lang="en-GB"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${bodyLines}
</body></html>`;
}

/** A short mail's body, as plain text and HTML alike: paragraphs, an optional link, and the club's signature. */
export function mailBody(input: {
  paragraphs: string[];
  link?: { label: string; url: string };
  signature: string;
}): { text: string; html: string } {
  const { paragraphs, link, signature } = input;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), signature].join('\n\n');
  const linkHtml = link
    ? `  <p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>
  <p>Or open this link: ${escapeMarkup(link.url)}</p>\n`
    : '';
  const html =
    htmlMail(`${paragraphs.map((p) => `  <p style="white-space: pre-wrap">${escapeMarkup(p)}</p>`).join('\n')}
${linkHtml}  <p>${escapeMarkup(signature)}</p>`);
  return { text, html };
}
