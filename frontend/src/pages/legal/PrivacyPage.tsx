import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CLUB } from '../../shared/club';
import { Page } from '../../layout/Page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ mb: 4, '& p': { mb: 1.5 }, '& ul': { mt: 0, pl: 3 }, '& li': { mb: 0.75 } }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const mail = <Link href={`mailto:${CLUB.email}`}>{CLUB.email}</Link>;

/** /privacy — how the club handles personal data under UK GDPR. */
export function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      maxWidth="md"
      intro={`How ${CLUB.name} collects, uses and protects your personal data. Last updated November 2026.`}
    >
      <Section title="Who we are">
        <Typography>
          {CLUB.name} (“the club”, “we”) is a volunteer-run community club. The club is the controller of the
          personal data described here, under the UK General Data Protection Regulation (UK GDPR) and the Data
          Protection Act 2018. You can reach the club committee at {mail} or by post at{' '}
          {CLUB.address.join(', ')}.
        </Typography>
      </Section>

      <Section title="What we store">
        <Typography>When you create an account or use the members’ area, we store:</Typography>
        <ul>
          <li>
            your e-mail address and a securely hashed password (we never see or store your password itself);
          </li>
          <li>your first and last name and the Pokémon you chose as avatar;</li>
          <li>anything you add to your profile, such as a short bio and your location;</li>
          <li>the names and ages of family members you add, so you can register them for events;</li>
          <li>your forum posts, comments and likes;</li>
          <li>the decks you build, your trade listings and offers, and artwork you list for sale;</li>
          <li>your event registrations, and tournament results the club records;</li>
          <li>messages you send us through the contact form;</li>
          <li>
            technical records needed to keep the service secure, such as sign-in sessions and server logs.
          </li>
        </ul>
      </Section>

      <Section title="Why we use it, and our lawful basis">
        <ul>
          <li>
            <strong>To provide your membership and the site’s features</strong> (account, forum, trading,
            events, deck tools): necessary for the membership agreement you enter into when you join
            (contract).
          </li>
          <li>
            <strong>To approve new accounts, run events and keep the club safe</strong>, including moderating
            the forum and preventing misuse: our legitimate interests in running a safe, friendly club.
          </li>
          <li>
            <strong>To e-mail you about your account</strong>, such as when it is approved: necessary for the
            membership agreement. We do not send marketing e-mails.
          </li>
          <li>
            <strong>Children’s details</strong> are provided by their parent or guardian, who consents on
            their behalf and can remove them at any time.
          </li>
        </ul>
        <Typography>
          We do not sell your data or share it with advertisers. Other members can see what you choose to
          publish (your name, avatar, forum posts, listings). Our hosting and e-mail providers process data on
          our behalf under contract.
        </Typography>
      </Section>

      <Section title="How long we keep it">
        <Typography>
          We keep your account data for as long as you are a member. If you ask us to close your account, we
          delete your profile, family members and registrations within 30 days; forum posts are deleted or
          anonymised. Applications that are not approved are deleted when they are rejected. Security logs are
          kept for up to 90 days.
        </Typography>
      </Section>

      <Section title="Your rights">
        <Typography>Under UK GDPR you have the right to:</Typography>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>
            have inaccurate data corrected (rectification) — you can edit most of it yourself on your profile;
          </li>
          <li>have your data erased;</li>
          <li>restrict or object to how we use your data;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <Typography>
          To use any of these rights, e-mail the committee at {mail}. We will reply within one month. If you
          are unhappy with how we handle your data, please tell us first; you also have the right to complain
          to the Information Commissioner’s Office (ICO) at{' '}
          <Link href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer">
            ico.org.uk/make-a-complaint
          </Link>{' '}
          or on 0303 123 1113.
        </Typography>
      </Section>

      <Section title="Cookies">
        <Typography>
          We use one strictly necessary cookie: a secure, http-only sign-in cookie that keeps you logged in
          and is only sent to our sign-in service. It is set when you log in and removed when you log out; if
          you tick “Remember me” it lasts across browser restarts, otherwise it ends when you close the
          browser. Because it is strictly necessary, it does not need your consent. We use no analytics,
          advertising or tracking cookies.
        </Typography>
      </Section>

      <Section title="Images from other sites">
        <Typography>
          Pokémon avatar pictures are loaded from a public image library on GitHub, which may see your IP
          address when your browser fetches them, as with any website.
        </Typography>
      </Section>

      <Section title="Changes">
        <Typography>
          If we change this policy we will update it here and, for important changes, tell members by e-mail.
          See also our{' '}
          <Link component={RouterLink} to="/terms">
            Terms of Service
          </Link>
          .
        </Typography>
      </Section>
    </Page>
  );
}
