import { PROFILE_UPDATED } from '@club/rules';
import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MembersOnly, Public } from '../common/access.decorator.js';
import { CurrentUser } from './current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { MailLimited } from '../mail/mail-limited.decorator.js';
import { ConfirmEmailDto, EmailConfirmedDto } from './dto/confirm-email.dto.js';
import { ProfileUpdateDto, UpdateProfileDto } from './dto/update-profile.dto.js';
import { toUserDto } from './dto/user.dto.js';
import { EmailChangeService } from './email-change.service.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly emailChanges: EmailChangeService,
  ) {}

  @Put('me')
  @MembersOnly()
  @ApiOperation({
    summary: 'Update your own profile: names, avatar, bio and location at once; a new e-mail once confirmed',
    description:
      'A changed `email` needs `currentPassword`; the address stays as it is until the link mailed to the new one is opened (`POST /api/users/confirm-email`), and the old one is told. An address that has an account is answered exactly alike (its owner is mailed instead of a link), so the answer tells nobody which addresses are registered.',
  })
  @ApiOkResponse({ type: ProfileUpdateDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Bad input, or a missing or wrong password.',
  })
  @MailLimited('Too many wrong passwords, or too many e-mails sent through the club for now.')
  async updateMe(@CurrentUser() user: User, @Body() changes: UpdateProfileDto): Promise<ProfileUpdateDto> {
    const { email, currentPassword, ...profile } = changes;
    // A wrong password or a spent mail quota refuses the whole change before anything is stored.
    const newEmail = email !== undefined && email !== user.email ? email : null;
    if (newEmail) await this.emailChanges.request(user, newEmail, currentPassword);
    const updated = await this.users.updateOwnProfile(user, profile);
    return {
      user: toUserDto(updated),
      message: newEmail
        ? `We sent a link to ${newEmail} to confirm your new e-mail address. Until you open it, you keep signing in with ${updated.email}.`
        : PROFILE_UPDATED,
      pendingEmail: newEmail,
    };
  }

  @Post('confirm-email')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      'Confirm a new e-mail address with the token of the link mailed to it (works once, for 24 hours)',
  })
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is invalid, used or expired.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another account took the address meanwhile.' })
  async confirmEmail(@Body() dto: ConfirmEmailDto): Promise<EmailConfirmedDto> {
    const { email } = await this.emailChanges.confirm(dto.token);
    return { message: `Your e-mail address is now ${email}. Use it to sign in from now on.`, email };
  }
}
