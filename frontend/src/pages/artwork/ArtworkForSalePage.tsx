import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /artwork-for-sale — original artwork by club members (spec 1 §2). */
export function ArtworkForSalePage() {
  return (
    <Page
      title="Artwork for Sale"
      back={{ to: '/', label: 'Back to Home' }}
      intro="Original Pokémon-inspired artwork by our members. Enquire about a piece and your e-mail goes straight to the artist."
    >
      <EmptyState title="No artwork available" icon={<PaletteOutlinedIcon />}>
        Pieces for sale will appear here when artists add them.
      </EmptyState>
    </Page>
  );
}
