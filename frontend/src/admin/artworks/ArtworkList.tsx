import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import type { ArtworkDto } from '../../api/generated/types.gen';
import { usePathDialogRoute } from '../dialogs/dialog-route';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ManagerCards } from '../layout/ManagerCards';
import { ArtworkDialogs } from './ArtworkDialogs';
import { ArtworkManagerCard } from './ArtworkManagerCard';

/**
 * /admin/artworks: the spec's artwork manager (spec 2 §2): every piece as a card, newest first. Back goes to
 * /admin/dashboard as the spec says, on the Content tab where the manager's button is. Add and Edit open the
 * artwork modal over it, at /admin/artworks/create and /admin/artworks/{id} (docs/adr/0067).
 */
export function ArtworkList() {
  const route = usePathDialogRoute('artworks');
  return (
    <>
      <CardManagerPage
        resource="artworks"
        sort={{ field: 'createdAt', order: 'DESC' }}
        back="/admin/dashboard?tab=content"
        createLink={route.createLink}
      >
        <ManagerCards<ArtworkDto>
          emptyIcon={PaletteOutlinedIcon}
          renderCard={(artwork) => (
            <ArtworkManagerCard artwork={artwork} editLink={route.editLink(artwork.id)} />
          )}
        />
      </CardManagerPage>
      <ArtworkDialogs route={route} />
    </>
  );
}
