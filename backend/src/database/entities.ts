import { RefreshToken } from '../auth/refresh-token.entity.js';
import { ThrottleBucket } from '../throttling/throttle-bucket.entity.js';
import { Profile } from '../users/profile.embeddable.js';
import { User } from '../users/user.entity.js';

/** Every entity of the app, listed once so the ORM, migrations and tests agree. */
export const ENTITIES = [User, Profile, RefreshToken, ThrottleBucket];
