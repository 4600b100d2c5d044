import { AppBar, type AppBarProps } from 'react-admin';

/** The admin bar in the site's red (white text on it is 5.6:1). */
export function AdminAppBar(props: AppBarProps) {
  return <AppBar color="primary" {...props} />;
}
