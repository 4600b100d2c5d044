/** Text made safe for an HTML mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
    ? `  <p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
  <p>Or open this link: ${escapeHtml(link.url)}</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${paragraphs.map((p) => `  <p style="white-space: pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${linkHtml}  <p>${escapeHtml(signature)}</p>
</body></html>`;
  return { text, html };
}
