import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CLUB } from '../shared/club';
import { PageHead } from './PageHead';

export interface PageProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  /** What search engines show for the page; the intro when it is plain text, else the club's description. */
  description?: string;
  /** A short sentence under the heading. */
  intro?: ReactNode;
  /** Where the Back button goes; 'history' goes to the previous page. */
  back?: { to: string; label?: string } | 'history';
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

/** The frame of every page: document title and description, back button, one h1, intro, content. */
export function Page({ title, description, intro, back, actions, maxWidth = 'lg', children }: PageProps) {
  const navigate = useNavigate();
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead
        title={`${title} | ${CLUB.name}`}
        description={description ?? (typeof intro === 'string' ? intro : undefined)}
      />
      {back === 'history' ? (
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 2 }}>
          Back
        </Button>
      ) : back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {back.label ?? 'Back'}
        </Button>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: intro ? 1 : 3,
        }}
      >
        <Typography variant="h1">{title}</Typography>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
      {intro ? (
        <Typography
          component="div"
          color="text.secondary"
          sx={{ mb: 4, fontSize: '1.1rem', maxWidth: '70ch' }}
        >
          {intro}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
