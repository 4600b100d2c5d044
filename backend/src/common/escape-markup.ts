/** Text made safe inside HTML or XML (a mail's body, an SVG watermark): every character markup could read. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
