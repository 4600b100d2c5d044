import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { contactSendMutation } from '../../api/generated/@tanstack/react-query.gen';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { CLUB } from '../../shared/club';
import { textFieldProps } from '../../shared/form-field';
import { FieldsUntilHydrated } from '../../layout/FieldsUntilHydrated';
import { useHydrated } from '../../shared/use-hydrated';
import { Page } from '../../layout/Page';
import { CONTACT_MESSAGES, contactSchema, EMPTY_CONTACT, type ContactFields } from './contact-schema';
import { OutlinedTextField } from '../../shared/OutlinedTextField';

/** /contact — how to reach the club (spec 1 §2, Contact). */
export function ContactPage() {
  const hydrated = useHydrated();
  const form = useForm<ContactFields, unknown, ContactFields>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
  });

  const send = useMutation(contactSendMutation());
  const toast = useToast();

  async function onValid(fields: ContactFields) {
    try {
      await send.mutateAsync({ body: fields });
      toast.success(CONTACT_MESSAGES.sent);
      form.reset(EMPTY_CONTACT);
    } catch (error) {
      toast.error(apiErrorMessage(error, CONTACT_MESSAGES.failed));
    }
  }

  const infoCards = [
    { title: 'Visit Us', Icon: PlaceOutlinedIcon, body: CLUB.address.join(', ') },
    {
      title: 'Email Us',
      Icon: EmailOutlinedIcon,
      body: <Link href={`mailto:${CLUB.email}`}>{CLUB.email}</Link>,
    },
    {
      title: 'Call Us',
      Icon: PhoneOutlinedIcon,
      body: <Link href={`tel:${CLUB.phone.replace(/\s/g, '')}`}>{CLUB.phone}</Link>,
    },
  ];

  return (
    <Page
      title="Contact Us"
      intro="Questions about the club, events or joining? We would love to hear from you."
    >
      <Grid container spacing={3} sx={{ mb: 5 }}>
        {infoCards.map(({ title, Icon, body }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center' }}>
                <Icon aria-hidden="true" color="primary" sx={{ fontSize: 40 }} />
                <Typography variant="h2" sx={{ fontSize: '1.25rem', my: 1 }}>
                  {title}
                </Typography>
                <Typography component="div">{body}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              Send Us a Message
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              The committee reads every message and replies by e-mail.
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={form.handleSubmit(onValid)}
              aria-label="Contact form"
              aria-busy={form.formState.isSubmitting}
            >
              <FieldsUntilHydrated spacing={2.5}>
                <OutlinedTextField
                  label="Name"
                  autoComplete="name"
                  required
                  {...textFieldProps(form, 'name')}
                />
                <OutlinedTextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  {...textFieldProps(form, 'email')}
                />
                <OutlinedTextField label="Subject" required {...textFieldProps(form, 'subject')} />
                <OutlinedTextField
                  label="Message"
                  required
                  multiline
                  minRows={5}
                  {...textFieldProps(form, 'message')}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={!hydrated || form.formState.isSubmitting}
                >
                  {form.formState.isSubmitting ? 'Sending...' : 'Send Message'}
                </Button>
              </FieldsUntilHydrated>
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper sx={{ p: { xs: 2.5, md: 4 }, mb: 3 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Get Involved
            </Typography>
            <Button variant="outlined" disabled aria-describedby="discord-note" sx={{ mb: 1 }}>
              Join Discord
            </Button>
            <Typography id="discord-note" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              Our Discord invite link is on its way.
            </Typography>
            <Typography variant="h3" sx={{ mb: 1 }}>
              Office Hours
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mb: 3,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {CLUB.officeHours.map((row) => (
                <Box key={row.days} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {row.days}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {row.hours}
                  </Box>
                </Box>
              ))}
            </Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              Quick Links
            </Typography>
            <List dense disablePadding>
              {[
                ['Upcoming events', '/events'],
                ['How to play', '/how-to-play'],
                ['Join the club', '/signup'],
              ].map(([label, to]) => (
                <ListItem key={to} disableGutters>
                  <Link component={RouterLink} to={to}>
                    {label}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Paper sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Follow Us
            </Typography>
            <List dense disablePadding>
              {(
                [
                  ['Facebook', CLUB.socials.facebook],
                  ['Twitter', CLUB.socials.twitter],
                  ['Instagram', CLUB.socials.instagram],
                  ['Discord', CLUB.socials.discord],
                ] as const
              ).map(([network, handle]) => (
                <ListItem key={network} disableGutters>
                  <ListItemText primary={`${network}: ${handle}`} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Page>
  );
}
