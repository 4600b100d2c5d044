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

/** /terms — the rules of using the club's site. */
export function TermsPage() {
  return (
    <Page
      title="Terms of Service"
      maxWidth="md"
      intro={`The rules for using the ${CLUB.name} website and members’ area. Last updated November 2026.`}
    >
      <Section title="About these terms">
        <Typography>
          These terms apply to everyone who uses this website. By creating an account you agree to them. They
          are governed by the law of England and Wales. Questions go to the committee at{' '}
          <Link href={`mailto:${CLUB.email}`}>{CLUB.email}</Link>.
        </Typography>
      </Section>

      <Section title="Membership">
        <ul>
          <li>Anyone can sign up. A club admin reviews each new account before it is approved.</li>
          <li>Give your real name and an e-mail address you use, and keep your password to yourself.</li>
          <li>One account per person. You are responsible for what happens under your account.</li>
          <li>
            Children under 13 may not create their own account: a parent or guardian registers them as a
            family member on their own account and is responsible for their use of the club.
          </li>
          <li>Membership of the club and use of the site are free unless the club announces otherwise.</li>
        </ul>
      </Section>

      <Section title="Conduct">
        <ul>
          <li>
            Be kind and respectful, online and at sessions. No harassment, bullying, hate or discrimination.
          </li>
          <li>Keep forum posts suitable for a family club. No spam, advertising or illegal content.</li>
          <li>Do not share other people’s personal information without their permission.</li>
          <li>Play fairly: no cheating, marked cards or misrepresenting cards.</li>
        </ul>
        <Typography>
          Admins may edit or remove content, and suspend or remove accounts, that break these rules.
        </Typography>
      </Section>

      <Section title="Trading and sales">
        <Typography>
          The site lets members list cards and artwork and contact each other. Any trade or sale is an
          agreement between the members involved, at their own risk: the club is not a party to it and does
          not check cards, grades, prices or payments. Describe cards honestly, meet in person at club
          sessions where you can, and children should only trade with their parent’s or guardian’s agreement.
        </Typography>
      </Section>

      <Section title="Events">
        <Typography>
          Events are open to everyone. Under-18s attend with a parent or guardian, who is responsible for
          them. Tournaments follow the official Pokémon TCG rules and the organiser’s decisions.
        </Typography>
      </Section>

      <Section title="Your content">
        <Typography>
          You keep the rights to what you post (posts, decks, artwork photos). You allow the club to show it
          on this site for as long as it is published. Only upload images you have the right to share.
        </Typography>
      </Section>

      <Section title="The service">
        <Typography>
          The site is run by volunteers. We do our best to keep it available and correct, but cannot promise
          it will always be, and we are not liable for losses arising from using it, except where the law does
          not allow us to limit liability. Pokémon and the Pokémon TCG are trademarks of their owners; this
          club is not affiliated with them.
        </Typography>
      </Section>

      <Section title="Leaving">
        <Typography>
          You can ask us to close your account at any time. How we handle your data is explained in our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Policy
          </Link>
          .
        </Typography>
      </Section>
    </Page>
  );
}
