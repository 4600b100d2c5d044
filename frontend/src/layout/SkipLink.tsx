import { Box } from '@mui/material';
import { colours } from '../shared/theme';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the navigation to the main content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: colours.yellow,
        color: colours.ink,
        fontWeight: 700,
        borderRadius: 1,
        textDecoration: 'underline',
        '&:focus, &:focus-visible': { top: 8, outline: `3px solid ${colours.blue}` },
      }}
    >
      Skip to main content
    </Box>
  );
}
