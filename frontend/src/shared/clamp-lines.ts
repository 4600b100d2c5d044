/** Card descriptions clamp to 3 lines (spec 1 §9), ending in an ellipsis. */
export const clampThreeLines = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
