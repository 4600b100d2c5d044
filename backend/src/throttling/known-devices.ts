import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, hkdfSync, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { ACCESS_TOKEN_KEY, APP_CONFIG } from '../config/config.tokens.js';

export const DEVICE_COOKIE = 'club_device';
/** Accounts one browser is remembered for: a family sharing a computer; the oldest sign-in drops out first. */
export const ACCOUNTS_PER_DEVICE = 5;
const DEVICE_COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** `<nonce>.<mac>`: 16 random bytes and an HMAC-SHA256, both base64url. */
const TOKEN = /^[\w-]{22}\.[\w-]{43}$/;
const SEPARATOR = '~';
const MAX_COOKIE_LENGTH = ACCOUNTS_PER_DEVICE * 67;

interface DeviceToken {
  nonce: string;
  mac: string;
}

/**
 * Device cookies (OWASP's "slow down online guessing attacks with device cookies"): a browser that signed in to
 * an account carries a token for it, an HMAC of the account's e-mail and a random nonce, so its sign-ins are
 * counted against that device alone and a stranger's guesses never lock the owner out. The cookie names no
 * account; the key is derived from the access-token secret, so only this server can issue a token.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(ACCESS_TOKEN_KEY) accessTokenKey: KeyObject, @Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', accessTokenKey.export(), Buffer.alloc(0), 'club sign-in device cookie', 32),
    );
    this.secure = config.publicUrl.startsWith('https://');
  }

  /** The device's id (its nonce) when the request carries a valid token for this account, else undefined. */
  recognise(request: FastifyRequest, account: string): string | undefined {
    return this.tokensIn(request).find((token) => this.isFor(token, account))?.nonce;
  }

  /** Remembers this browser for the account (after a successful sign-in), keeping its other accounts. */
  remember(request: FastifyRequest, reply: FastifyReply, account: string): void {
    const tokens = this.tokensIn(request);
    const own = tokens.find((token) => this.isFor(token, account)) ?? this.issue(account);
    const kept = [...tokens.filter((token) => token !== own), own].slice(-ACCOUNTS_PER_DEVICE);
    void reply.setCookie(DEVICE_COOKIE, kept.map(({ nonce, mac }) => `${nonce}.${mac}`).join(SEPARATOR), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
    });
  }

  private tokensIn(request: FastifyRequest): DeviceToken[] {
    const value = request.cookies?.[DEVICE_COOKIE];
    if (!value || value.length > MAX_COOKIE_LENGTH) return [];
    return value
      .split(SEPARATOR)
      .filter((text) => TOKEN.test(text))
      .map((text) => {
        const [nonce, mac] = text.split('.');
        return { nonce, mac };
      });
  }

  private issue(account: string): DeviceToken {
    const nonce = randomBytes(16).toString('base64url');
    return { nonce, mac: this.macOf(account, nonce).toString('base64url') };
  }

  private isFor(token: DeviceToken, account: string): boolean {
    return timingSafeEqual(Buffer.from(token.mac, 'base64url'), this.macOf(account, token.nonce));
  }

  private macOf(account: string, nonce: string): Buffer {
    return createHmac('sha256', this.key).update(`${account}\n${nonce}`).digest();
  }
}
