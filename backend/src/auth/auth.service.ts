import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenPayload } from '../common/access-token.strategy.js';
import { Profile } from '../users/profile.embeddable.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { SignupDto } from './dto/signup.dto.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../common/password-hasher.js';
import { PasswordRefusedException } from '../common/password-refused.exception.js';
import { type IssuedRefreshToken, RefreshTokenService } from './refresh-token.service.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface Session {
  user: User;
  accessToken: string;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokenService,
  ) {}

  /** A new account waits as PENDING until an admin approves it. */
  async signup(dto: SignupDto): Promise<User> {
    await this.users.ensureEmailFree(dto.email);
    const user = new User(
      dto.email,
      await hashPassword(dto.password),
      new Profile(dto.firstName, dto.lastName, dto.avatar),
    );
    await this.em.persist(user).flush();
    return user;
  }

  async login(dto: LoginDto): Promise<Session> {
    const user = await this.users.findByEmailWithPassword(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), dto.password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return this.startSession(user, dto.rememberMe ?? false);
  }

  async refresh(cookie: string | undefined): Promise<Session> {
    const { user, issued } = await this.refreshTokens.rotate(cookie);
    return { user, accessToken: await this.accessTokenFor(user, issued.familyId), refresh: issued };
  }

  /** Ends this browser's session: its refresh cookie and its access tokens. */
  logout(cookie: string | undefined): Promise<void> {
    return this.refreshTokens.revokeFamilyOf(cookie);
  }

  /** Ends every session of the account, this one included. */
  async logoutEverywhere(user: User): Promise<void> {
    await this.refreshTokens.revokeAllOf(user);
  }

  /**
   * Changes the password and ends every other session of the account at once (access tokens included); the
   * caller's own session goes on, so the page that changed it stays signed in.
   */
  async changePassword(user: User, dto: ChangePasswordDto, sessionId: string): Promise<void> {
    const withHash = await this.users.findByEmailWithPassword(user.email);
    if (!withHash || !(await verifyPassword(withHash.passwordHash, dto.currentPassword))) {
      throw new PasswordRefusedException('Current password is incorrect');
    }
    withHash.passwordHash = await hashPassword(dto.newPassword);
    await this.em.flush();
    await this.refreshTokens.revokeAllOf(withHash, sessionId);
  }

  /** An access token of the user's session `sessionId` (a session family): it works while that session lives. */
  accessTokenFor(user: User, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: user.id, sid: sessionId };
    return this.jwt.signAsync(payload);
  }

  private async startSession(user: User, persistent: boolean): Promise<Session> {
    const refresh = await this.refreshTokens.issue(user, persistent);
    return { user, accessToken: await this.accessTokenFor(user, refresh.familyId), refresh };
  }
}
