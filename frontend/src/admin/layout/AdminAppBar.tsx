import { AppBar, LoadingIndicator, useTranslate, type AppBarProps } from 'react-admin';
import { AdminUserMenu } from './AdminUserMenu';

/**
 * react-admin's refresh button and the spinner that replaces it while data loads. The spinner is a
 * progressbar, which needs a name (axe rule aria-progressbar-name); LoadingIndicator hands any other
 * prop to it.
 */
function AdminToolbar() {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('ra.page.loading', { _: 'Loading' })} />;
}

/** The admin bar in the site's red (white text on it is 5.6:1), with an account menu named after the admin. */
export function AdminAppBar(props: AppBarProps) {
  return <AppBar color="primary" toolbar={<AdminToolbar />} userMenu={<AdminUserMenu />} {...props} />;
}
