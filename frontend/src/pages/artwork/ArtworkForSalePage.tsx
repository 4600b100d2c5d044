import { useState } from 'react';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { useQuery } from '@tanstack/react-query';
import { artworksListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { PublicArtworkDto } from '../../api/generated/types.gen';
import { CardGrid } from '../../layout/CardGrid';
import { ListCount } from '../../layout/ListCount';
import { Page } from '../../layout/Page';
import { ArtworkCard } from './ArtworkCard';
import { ArtworkCardSkeleton } from './ArtworkCardSkeleton';
import { ImageLightbox } from './ImageLightbox';

/** /artwork-for-sale — original artwork by club members (spec 1 §2). */
export function ArtworkForSalePage() {
  return (
    <Page
      title="Artwork for Sale"
      back={{ to: '/', label: 'Back to Home' }}
      intro="Original Pokémon-inspired artwork by our members. Enquire about a piece and your e-mail goes straight to the artist."
    >
      <ArtworkList />
    </Page>
  );
}

/** The pieces, their count and the lightbox. Reads them itself: when they land, only it draws again. */
function ArtworkList() {
  const artworks = useQuery(artworksListOptions());
  const [open, setOpen] = useState<PublicArtworkDto | null>(null);
  const count = artworks.data?.length ?? 0;
  return (
    <>
      <ListCount>
        {count > 0 ? (count === 1 ? '1 piece available' : `${count} pieces available`) : null}
      </ListCount>
      <CardGrid
        items={artworks.data}
        isPending={artworks.isPending}
        isError={artworks.isError}
        onRetry={() => void artworks.refetch()}
        loadingLabel="Loading artwork"
        skeleton={<ArtworkCardSkeleton />}
        error="Failed to load artworks. Please try again later."
        empty={{
          title: 'No artwork available',
          icon: <PaletteOutlinedIcon />,
          text: 'Pieces for sale will appear here when artists add them.',
        }}
        renderItem={(artwork) => <ArtworkCard artwork={artwork} onOpenImages={() => setOpen(artwork)} />}
      />
      {open ? <ImageLightbox title={open.name} images={open.images} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
