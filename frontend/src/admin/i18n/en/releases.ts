import { FILL_IN_REQUIRED } from '@club/rules';

/** Releases: the releases manager and its dialog. */
export const releasesEn = {
  resources: {
    releases: {
      name: 'Release |||| Releases',
      fields: {
        packName: 'Pack name',
        releaseType: 'Release type',
        releaseDate: 'Release date',
        imageUrl: 'Image URL',
        description: 'Description',
      },
    },
  },
  club: {
    releases: {
      // Spec 2 §2 (Releases manager) and §8, word for word.
      title: 'Manage Releases',
      subtitle: 'Add and edit upcoming Pokemon card releases',
      add: 'Add Release',
      addFirst: 'Add First Release',
      createTitle: 'Add Release',
      editTitle: 'Edit Release',
      emptyTitle: 'No releases found',
      loadFailed: 'Failed to load releases',
      added: 'Release added successfully!',
      updated: 'Release updated successfully!',
      deleted: 'Release deleted successfully!',
      saveFailed: 'Failed to save release',
      deleteFailed: 'Failed to delete release',
      deleteTitle: 'Delete %{name}',
      deleteConfirm: 'Are you sure you want to delete this release?',
      imageUrlHelp: 'An http(s) address of a picture of the product',
      types: {
        BOOSTER_SET: 'Booster Set',
        SPECIAL_SET: 'Special Set',
        PROMO_CARDS: 'Promo Cards',
        ACCESSORIES: 'Accessories',
        COLLECTOR_ITEMS: 'Collector Items',
        ELITE_TRAINER_BOX: 'Elite Trainer Box',
        PREMIUM_COLLECTION: 'Premium Collection',
      },
      validation: {
        required: FILL_IN_REQUIRED,
        imageUrl: 'Image URL must be a valid http(s) URL',
      },
    },
  },
} as const;
