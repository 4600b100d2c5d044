/**
 * The organiser pages' frame. `contain: inline-size` keeps their wide tables from widening react-admin's
 * content column (a flex item sized by its content) past a phone's screen: the tables scroll inside their
 * own region instead.
 */
export const PAGE_SX = { py: 2, px: { xs: 1, md: 2 }, minWidth: 0, contain: 'inline-size' } as const;
