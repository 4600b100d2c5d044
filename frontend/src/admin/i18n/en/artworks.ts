import { ARTWORK_REQUIRED, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '@club/rules';

/** Artwork: the artwork manager and its dialog. */
export const artworksEn = {
  resources: {
    artworks: {
      name: 'Artwork |||| Artworks',
      fields: {
        name: 'Name',
        authorId: 'Artist',
        price: 'Price (£)',
        images: 'Images',
      },
    },
  },
  club: {
    artworks: {
      // Spec 2 §2 (Artwork manager), §5 and §8, word for word.
      title: 'Artwork Management',
      subtitle: 'Manage artwork listings for sale',
      add: 'Add Artwork',
      createTitle: 'Add Artwork',
      editTitle: 'Edit Artwork',
      emptyTitle: 'No artwork listed',
      loadFailed: 'Failed to load artworks',
      more: '+%{count} more',
      by: 'by %{name}',
      added: 'Artwork added successfully!',
      updated: 'Artwork updated successfully!',
      deleted: 'Artwork deleted successfully!',
      saveFailed: 'Failed to save artwork',
      saveNetworkFailed: 'Failed to save artwork. Please try again.',
      deleteFailed: 'Failed to delete artwork',
      deleteTitle: 'Delete %{name}',
      deleteConfirm: 'Are you sure you want to delete this artwork?',
      imagesHelp: 'JPEG, PNG or WebP, up to 5 MB each and 8 per piece; the club watermark is added on upload',
      dropImages: 'Drop pictures here, or click to choose',
      imageTooLarge: IMAGE_TOO_LARGE,
      notAnImage: NOT_AN_IMAGE,
      validation: {
        required: ARTWORK_REQUIRED,
        price: 'Price must be an amount in pounds of at least 0 with at most two decimals',
      },
    },
  },
} as const;
