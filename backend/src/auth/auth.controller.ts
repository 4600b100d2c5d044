import { PASSWORD_CHANGED } from '@club/rules';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MembersOnly, Public, SignedIn } from '../common/access.decorator.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MessageDto, toUserDto, UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/user.entity.js';
import { AuthService, type Session } from './auth.service.js';
import { CurrentSessionId } from './current-session.decorator.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { AuthSessionDto, LoginDto } from './dto/login.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { Throttled } from '../throttling/throttled.decorator.js';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';

export const SIGNED_UP =
  'Account created. An admin will review your application, and you will get an e-mail once approved.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookies = config.publicUrl.startsWith('https://');
  }

  @Post('signup')
  @Public()
  @Throttled('sign-up')
  @ApiOperation({
    summary: 'Apply to join the club; the account waits for approval (role PENDING)',
    description:
      'An address that already has an account gets the same answer and changes nothing; its owner is mailed instead, so the answer tells nobody which addresses are registered.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async signup(@Body() dto: SignupDto): Promise<MessageDto> {
    await this.auth.signup(dto);
    return { message: SIGNED_UP };
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @Throttled('sign-in')
  @ApiOperation({ summary: 'Sign in; answers an access token and sets the refresh cookie' })
  @ApiOkResponse({ type: AuthSessionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  async login(
    @Body() dto: LoginDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthSessionDto> {
    return this.answer(await this.auth.login(dto), reply);
  }

  @Post('refresh')
  @HttpCode(200)
  @Public({ cookie: REFRESH_COOKIE })
  @ApiOperation({ summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)' })
  @ApiOkResponse({ type: AuthSessionDto })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: 'No session, or it expired or was revoked.',
  })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthSessionDto> {
    try {
      return this.answer(await this.auth.refresh(readRefreshCookie(request)), reply);
    } catch (error) {
      clearRefreshCookie(reply, this.secureCookies);
      throw error;
    }
  }

  @Post('logout')
  @ApiUnreadableRequestResponse()
  @HttpCode(204)
  @Public({ cookie: REFRESH_COOKIE })
  @ApiOperation({
    summary: 'Sign out: end this session (its access tokens stop working at once) and clear its cookie',
  })
  @ApiNoContentResponse({ description: 'Signed out.' })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(reply, this.secureCookies);
  }

  @Post('logout-all')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    summary:
      'Sign out everywhere: end every session of the account, access tokens included, and clear this cookie',
  })
  @ApiNoContentResponse({ description: 'Every session ended.' })
  async logoutAll(@CurrentUser() user: User, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logoutEverywhere(user);
    clearRefreshCookie(reply, this.secureCookies);
  }

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in account (also for accounts awaiting approval)' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() user: User): UserDto {
    return toUserDto(user);
  }

  @Post('change-password')
  @HttpCode(200)
  @MembersOnly()
  @Throttled('change-password')
  @ApiOperation({ summary: 'Change your password; every other session ends at once, this one goes on' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Missing fields, too short, or wrong current password.',
  })
  async changePassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @CurrentSessionId() sessionId: string,
  ): Promise<MessageDto> {
    await this.auth.changePassword(user, dto, sessionId);
    return { message: PASSWORD_CHANGED };
  }

  private answer(session: Session, reply: FastifyReply): AuthSessionDto {
    setRefreshCookie(reply, session.refresh, this.secureCookies);
    return { user: toUserDto(session.user), accessToken: session.accessToken };
  }
}
