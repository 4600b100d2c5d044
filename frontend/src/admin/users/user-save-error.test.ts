import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { CallTimeoutError } from '../../api/call-timeout';
import { userSaveError } from './user-save-error';

describe('userSaveError (spec 1 §8, spec 2 §8)', () => {
  it("shows the server's message when it sent one", () => {
    const refused = new HttpError('x', 409, { message: 'This e-mail address is already registered' });
    expect(userSaveError(refused, true)).toBe('This e-mail address is already registered');
  });

  it("says 'Failed to create user' / 'Failed to update user' for a refusal without a message", () => {
    expect(userSaveError(new HttpError('x', 500, null), true)).toBe('club.users.createFailed');
    expect(userSaveError(new HttpError('x', 500, null), false)).toBe('club.users.updateFailed');
  });

  it('words a call that never got an answer as the spec does', () => {
    expect(userSaveError(new TypeError('Failed to fetch'), true)).toBe('club.users.saveError');
    expect(userSaveError(new TypeError('Failed to fetch'), false)).toBe('club.users.unexpectedError');
    expect(userSaveError(new CallTimeoutError('site', 120_000), false)).toBe('club.users.unexpectedError');
  });
});
