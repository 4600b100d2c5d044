import { useId, useState } from 'react';
import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { avatarName, avatarUrl, searchAvatars } from '../shared/avatars';
import { OutlinedTextField } from '../shared/OutlinedTextField';

/** Choose one of the 31 Pokémon avatars, by name or Pokédex number, with a search box. */
export function AvatarPicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (pokedexNumber: number) => void;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const results = searchAvatars(query);
  const selectedName = avatarName(value) ?? `#${value}`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Choose your avatar
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar
          src={avatarUrl(value)}
          alt={`Selected avatar: ${selectedName}`}
          sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
        >
          {selectedName.charAt(0)}
        </Avatar>
        <Typography id={`${id}-selected`} aria-live="polite">
          Selected: <strong>{selectedName}</strong> (#{value})
        </Typography>
      </Box>
      <OutlinedTextField
        label="Search Pokémon"
        type="search"
        size="small"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{
          input: {
            startAdornment: <SearchIcon aria-hidden="true" sx={{ mr: 1, color: 'text.secondary' }} />,
          },
        }}
        sx={{ mb: 1.5 }}
      />
      {results.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No Pokemon found
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Pokémon avatars"
          sx={{
            listStyle: 'none',
            p: 0.5,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
            gap: 1,
            maxHeight: 260,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {results.map((choice) => {
            const selected = choice.id === value;
            return (
              <li key={choice.id}>
                <ButtonBase
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange(choice.id)}
                  sx={{
                    width: '100%',
                    flexDirection: 'column',
                    p: 0.75,
                    borderRadius: 1,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'transparent',
                    bgcolor: selected ? 'rgba(198, 40, 40, 0.08)' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: '3px solid #0d47a1', outlineOffset: 1 },
                  }}
                >
                  <Avatar
                    aria-hidden="true"
                    src={avatarUrl(choice.id)}
                    alt=""
                    sx={{ width: 48, height: 48, bgcolor: 'grey.200', color: 'text.primary' }}
                    slotProps={{ img: { loading: 'lazy' } }}
                  >
                    {choice.name.charAt(0)}
                  </Avatar>
                  <Typography component="span" variant="body2" sx={{ fontWeight: selected ? 700 : 500 }}>
                    {choice.name}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    #{choice.id}
                  </Typography>
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
