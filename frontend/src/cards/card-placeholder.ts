/**
 * What a card image falls back to when it cannot be loaded: a card-shaped grey SVG, inline so it needs
 * no request of its own.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="245" height="342" viewBox="0 0 245 342">
<rect x="2" y="2" width="241" height="338" rx="14" fill="#eceff1" stroke="#90a4ae" stroke-width="4"/>
<circle cx="122.5" cy="140" r="44" fill="none" stroke="#78909c" stroke-width="8"/>
<line x1="78.5" y1="140" x2="166.5" y2="140" stroke="#78909c" stroke-width="8"/>
<circle cx="122.5" cy="140" r="14" fill="#eceff1" stroke="#78909c" stroke-width="8"/>
<text x="122.5" y="236" font-family="system-ui, sans-serif" font-size="18" fill="#37474f" text-anchor="middle">Image unavailable</text>
</svg>`;

export const CARD_PLACEHOLDER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
