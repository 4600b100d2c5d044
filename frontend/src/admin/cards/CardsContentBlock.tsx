import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { CARDS_PATH } from './cards-path';
import { useCardsText } from './use-cards-text';

/** The dashboard Content tab's 'Cards & Formats' block, linking to /admin/cards. */
export function CardsContentBlock() {
  const t = useCardsText();
  const basename = useBasename();
  return (
    <Card variant="outlined" component="section" aria-labelledby="cards-block-heading">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="cards-block-heading" variant="h6" component="h3">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('hint')}</Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={`${basename}${CARDS_PATH}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('title')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
