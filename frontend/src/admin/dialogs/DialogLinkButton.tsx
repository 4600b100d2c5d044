import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, type ButtonProps } from 'react-admin';
import type { DialogLink } from './dialog-route';

/**
 * A link that opens a routed dialog over the list (react-admin's Edit and Create buttons, but to the dialog's
 * address and marked as opened over the list; the page does not scroll to the top).
 */
export function DialogLinkButton({
  link,
  label,
  icon,
  ...props
}: Omit<ButtonProps, 'children' | 'onClick'> & { link: DialogLink; label: string; icon: ReactElement }) {
  return (
    <Button component={RouterLink} to={link.to} state={link.state} label={label} {...props}>
      {icon}
    </Button>
  );
}
