import { Body, Controller, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MembersOnly } from '../common/access.decorator.js';
import { CurrentUser } from './current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { toUserDto, UserDto } from './dto/user.dto.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put('me')
  @MembersOnly()
  @ApiOperation({ summary: 'Update your own profile: names, e-mail, avatar, bio and location' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The e-mail address belongs to another account.',
  })
  async updateMe(@CurrentUser() user: User, @Body() changes: UpdateProfileDto): Promise<UserDto> {
    return toUserDto(await this.users.updateOwnProfile(user, changes));
  }
}
