import { useEffect, useState } from 'react';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { MAX_FORUM_SEARCH_LENGTH } from '../shared/server-rules';

/** How long typing pauses before the list searches. */
const SEARCH_DELAY_MS = 300;

/**
 * 'Search posts': searches as the member types (the server matches the last word as a prefix), after a short
 * pause; Enter searches at once.
 */
export function ForumSearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [searched, setSearched] = useState(value);
  // The address changed (a search ran, Back, a link): show its search.
  if (value !== searched) {
    setSearched(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField
        type="search"
        label="Search posts"
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: MAX_FORUM_SEARCH_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: draft ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  edge="end"
                  onClick={() => {
                    setDraft('');
                    onSearch('');
                  }}
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
