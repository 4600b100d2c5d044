import { Suspense } from 'react';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { lazyNamed } from '../../shared/lazy-named';

// The login form brings react-hook-form and zod: loaded when it is shown, not with the home page.
const LoginPage = lazyNamed(() => import('./LoginPage'), 'LoginPage');

/** The login page, loaded on first use, in place of a protected page when signed out (/login is a route of its own). */
export function LoginScreen() {
  return (
    <Suspense fallback={<LoadingScreen inline />}>
      <LoginPage />
    </Suspense>
  );
}
