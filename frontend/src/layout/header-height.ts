/** The site header's height in pixels, by breakpoint: what sits below it (toasts) starts lower. */
export const HEADER_HEIGHT = { xs: 60, md: 68 } as const;
