import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedTextField, type OutlinedTextFieldProps } from '../shared/OutlinedTextField';

/**
 * A password input with a show/hide toggle. `toggleName` words the toggle's accessible name:
 * 'password' gives 'Show password' / 'Hide password'.
 */
export function PasswordField({
  toggleName = 'password',
  ...props
}: OutlinedTextFieldProps & { toggleName?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
