import { AvatarField, EmailField, TextField } from '../../common/validation.js';

const REQUIRED = 'Please fill in all required fields';

/** A member's own profile change; every field optional, but names and e-mail cannot be blanked. */
export class UpdateProfileDto {
  @TextField('First name', { maxLength: 100, optional: true, requiredMessage: REQUIRED })
  firstName?: string;

  @TextField('Last name', { maxLength: 100, optional: true, requiredMessage: REQUIRED })
  lastName?: string;

  @EmailField({ optional: true })
  email?: string;

  @AvatarField()
  avatar?: number;

  @TextField('Bio', { maxLength: 1000, clearable: true, multiLine: true })
  bio?: string | null;

  @TextField('Location', { maxLength: 100, clearable: true })
  location?: string | null;
}
