import { HttpError } from 'react-admin';
import { apiMessage } from '../use-admin-toast';

/**
 * What the user dialog says when saving fails (spec 1 §8, spec 2 §8): the server's message if it sent one, else
 * 'Failed to create user' / 'Failed to update user'; when the server could not be reached or did not answer,
 * 'An error occurred while saving the user' for a new user and 'An unexpected error occurred' for a change.
 */
export function userSaveError(error: unknown, creating: boolean): string {
  const message = apiMessage(error);
  if (message) return message;
  if (error instanceof HttpError) return creating ? 'club.users.createFailed' : 'club.users.updateFailed';
  return creating ? 'club.users.saveError' : 'club.users.unexpectedError';
}
