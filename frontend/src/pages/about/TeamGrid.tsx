import { Avatar, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ContentItemDto } from '../../api/generated/types.gen';
import { toTeamMember } from '../../shared/content-view';

/** 'Meet Our Team': avatar, name, role and bio of each team member. */
export function TeamGrid({ items }: { items: readonly ContentItemDto[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const member = toTeamMember(item);
        return (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center' }}>
                <Avatar
                  src={member.avatar ?? undefined}
                  alt=""
                  sx={{
                    width: 96,
                    height: 96,
                    mx: 'auto',
                    mb: 1.5,
                    bgcolor: 'secondary.main',
                    fontSize: '2rem',
                  }}
                  slotProps={{ img: { loading: 'lazy', width: 96, height: 96 } }}
                >
                  {member.name.charAt(0).toUpperCase()}
                </Avatar>
                <Typography component="h3" variant="h4">
                  {member.name}
                </Typography>
                <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
                  {member.role}
                </Typography>
                <Typography color="text.secondary">{member.bio}</Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
