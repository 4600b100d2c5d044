import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useFocusBackAfterBusy } from '../../shared/use-focus-back-after-busy';

export type RegistrationState =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'not-approved' }
  | { readonly kind: 'full' }
  | { readonly kind: 'open' }
  | { readonly kind: 'registered' };

/**
 * The registration buttons of an event card (spec 1 §2 'Events'). Anonymous visitors see 'Login to
 * Register', which sends them to /login; a full event reads 'Event Full' (disabled); a member can
 * register alone or with family, and once registered can unregister (with their family) or bring
 * more of their family along while places remain.
 */
export function RegistrationActions({
  state,
  eventTitle,
  busy,
  onRegister,
  onRegisterFamily,
  onUnregister,
}: {
  state: RegistrationState;
  eventTitle: string;
  busy: boolean;
  onRegister: () => void;
  onRegisterFamily: () => void;
  onUnregister: () => void;
}) {
  const navigate = useNavigate();
  // Register and Unregister take each other's place; the keyboard stays on whichever is there.
  const mainButton = useFocusBackAfterBusy<HTMLButtonElement>(busy);
  switch (state.kind) {
    case 'anonymous':
      return (
        <Button
          variant="contained"
          onClick={() => navigate('/login', { state: { from: '/events' } })}
          aria-label={`Login to Register for ${eventTitle}`}
        >
          Login to Register
        </Button>
      );
    case 'not-approved':
      return (
        <Button variant="contained" disabled>
          Register
        </Button>
      );
    case 'full':
      return (
        <Button variant="contained" disabled>
          Event Full
        </Button>
      );
    case 'open':
      return (
        <>
          <Button
            ref={mainButton}
            variant="contained"
            onClick={onRegister}
            disabled={busy}
            aria-label={`Register for ${eventTitle}`}
          >
            Register
          </Button>
          <Button
            variant="outlined"
            onClick={onRegisterFamily}
            disabled={busy}
            aria-label={`Register with family for ${eventTitle}`}
          >
            Register with Family
          </Button>
        </>
      );
    case 'registered':
      return (
        <>
          <Button
            ref={mainButton}
            variant="outlined"
            color="error"
            onClick={onUnregister}
            disabled={busy}
            aria-label={`Unregister from ${eventTitle}`}
          >
            Unregister
          </Button>
          <Button
            variant="text"
            onClick={onRegisterFamily}
            disabled={busy}
            aria-label={`Add family for ${eventTitle}`}
          >
            Add Family
          </Button>
        </>
      );
  }
}
