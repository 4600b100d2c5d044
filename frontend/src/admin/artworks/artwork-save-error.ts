import { HttpError } from 'react-admin';
import { apiMessage } from '../use-admin-toast';

/** Spec 2 §8: the server's message if any, 'Failed to save artwork', or on a network failure '… Please try again.' */
export function artworkSaveError(error: unknown): string {
  return (
    apiMessage(error) ??
    (error instanceof HttpError ? 'club.artworks.saveFailed' : 'club.artworks.saveNetworkFailed')
  );
}
