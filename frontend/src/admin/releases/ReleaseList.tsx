import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import AddIcon from '@mui/icons-material/Add';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { usePathDialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ManagerCards } from '../layout/ManagerCards';
import { ReleaseDialogs } from './ReleaseDialogs';
import { ReleaseManagerCard } from './ReleaseManagerCard';

/**
 * /admin/releases: the spec's releases manager (spec 2 §2): every release as a card, soonest first. Add and Edit
 * open the release modal over it, at /admin/releases/create and /admin/releases/{id} (docs/adr/0067).
 */
export function ReleaseList() {
  const route = usePathDialogRoute('releases');
  return (
    <>
      <CardManagerPage
        resource="releases"
        sort={{ field: 'releaseDate', order: 'ASC' }}
        createLink={route.createLink}
      >
        <ManagerCards<ReleaseDto>
          emptyIcon={NewReleasesOutlinedIcon}
          emptyAction={
            <DialogLinkButton
              link={route.createLink}
              label="club.releases.addFirst"
              icon={<AddIcon />}
              variant="contained"
            />
          }
          renderCard={(release) => (
            <ReleaseManagerCard release={release} now={new Date()} editLink={route.editLink(release.id)} />
          )}
        />
      </CardManagerPage>
      <ReleaseDialogs route={route} />
    </>
  );
}
