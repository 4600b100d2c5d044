import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** 'Back' to an absolute path of the site (e.g. /dashboard, or /admin). */
export function BackButton({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate('club.admin.back')}
    </Button>
  );
}
