import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenPayload } from '../common/access-token.strategy.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MailGate } from '../mail/mail-gate.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { SignupDto } from './dto/signup.dto.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../common/password-hasher.js';
import { PasswordRefusedException } from '../common/password-refused.exception.js';
import { type IssuedRefreshToken, RefreshTokenService } from './refresh-token.service.js';
import { passwordChangedMail, sessionsEndedMail } from './account-mail.js';
import { signupAttemptMail } from './signup-attempt-mail.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface Session {
  user: User;
  accessToken: string;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly mail: MailGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new account waits as PENDING until an admin approves it. A registered address gets the same answer, in
   * about the same time (the password is hashed either way, the mail goes out after the answer), and nothing
   * changes but a mail to its owner: the sign-up form tells nobody which addresses have accounts.
   */
  async signup(dto: SignupDto): Promise<void> {
    const passwordHash = await hashPassword(dto.password);
    const owner = await this.users.findByEmail(dto.email);
    if (owner) return this.tellOwner(owner);
    const user = this.users.newAccount(dto.email, passwordHash, dto);
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      // A simultaneous sign-up with the same address made the account first.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const winner = await this.users.findByEmail(dto.email);
      if (winner) this.tellOwner(winner);
    }
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
    await this.mail.send(user, [sessionsEndedMail(this.accountMailTo(user))]);
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
    await this.mail.send(user, [passwordChangedMail(this.accountMailTo(user))]);
  }

  private accountMailTo(user: User) {
    return { to: user.email, firstName: user.profile.firstName, clubName: this.config.clubName };
  }

  private tellOwner(owner: User): void {
    const mail = signupAttemptMail({
      to: owner.email,
      firstName: owner.profile.firstName,
      clubName: this.config.clubName,
      publicUrl: this.config.publicUrl,
    });
    this.mail.send(null, [mail]).catch((error: unknown) => {
      this.logger.error(`Sign-up notice to ${owner.email} failed: ${String(error)}`);
    });
  }

  /** An access token of the user's session `sessionId` (a session family): it works while that session lives. */
  accessTokenFor(user: User, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: user.id, sid: sessionId };
    return this.jwt.signAsync(payload);
  }

  private async startSession(user: User, persistent: boolean): Promise<Session> {
    const refresh = await this.refreshTokens.issue(this.users.reference(user.id), persistent);
    return { user, accessToken: await this.accessTokenFor(user, refresh.familyId), refresh };
  }
}
