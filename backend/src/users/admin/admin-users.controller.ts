import { USER_CREATED, USER_REJECTED } from '@club/rules';
import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../common/access.decorator.js';
import {
  AdminCreateRoute,
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../../common/admin-resource.decorators.js';
import { CurrentUser } from '../current-user.decorator.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { IdParamPipe } from '../../common/id-param.pipe.js';
import { answerList } from '../../common/simple-rest.js';
import { MessageDto, toUserDto, UserDto } from '../dto/user.dto.js';
import type { User } from '../user.entity.js';
import { AdminUsersService, USER_SORT_FIELDS } from './admin-users.service.js';
import { CreatedUserDto, CreateUserDto, ListUsersQueryDto, UpdateUserDto } from './dto/admin-user.dto.js';

@ApiTags('admin users')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly service: AdminUsersService) {}

  @AdminListRoute(
    UserDto,
    'accounts',
    'Without range the whole list. filter keys: q (name or e-mail), role, id (list for getMany).',
  )
  async list(
    @Query() query: ListUsersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto[]> {
    const users = await answerList(reply, 'users', query, USER_SORT_FIELDS, (parsed) =>
      this.service.list(parsed),
    );
    return users.map(toUserDto);
  }

  @Get('pending')
  @AdminOnly()
  @ApiOperation({ summary: 'Applications awaiting approval, oldest first' })
  @ApiOkResponse({ type: [UserDto] })
  async pending(): Promise<UserDto[]> {
    return (await this.service.pending()).map(toUserDto);
  }

  @Get('recent')
  @AdminOnly()
  @ApiOperation({ summary: 'The 10 newest accounts, newest first' })
  @ApiOkResponse({ type: [UserDto] })
  async recent(): Promise<UserDto[]> {
    return (await this.service.recent()).map(toUserDto);
  }

  @AdminReadRoute(UserDto, 'One account')
  async get(@Param('id', IdParamPipe) id: number): Promise<UserDto> {
    return toUserDto(await this.service.get(id));
  }

  @Put(':id/approve')
  @AdminOnly()
  @ApiOperation({ summary: 'Approve an application: PENDING becomes MEMBER and the approval e-mail is sent' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already approved.' })
  async approve(@Param('id', IdParamPipe) id: number): Promise<UserDto> {
    return toUserDto(await this.service.approve(id));
  }

  @Delete(':id/reject')
  @AdminOnly()
  @ApiOperation({ summary: 'Reject an application: the pending account is deleted for good' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The account is not pending.' })
  async reject(@Param('id', IdParamPipe) id: number): Promise<MessageDto> {
    await this.service.reject(id);
    return { message: USER_REJECTED };
  }

  @AdminCreateRoute(CreatedUserDto, 'Create an account with a role (default MEMBER)')
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The e-mail address is taken.' })
  async create(@CurrentUser() actor: User, @Body() dto: CreateUserDto): Promise<CreatedUserDto> {
    return { ...toUserDto(await this.service.create(actor, dto)), message: USER_CREATED };
  }

  @AdminUpdateRoute(UserDto, 'Change an account: names, e-mail, avatar, bio, location and role', {
    badRequest: 'Bad input, or demoting yourself or the last admin.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The e-mail address is taken.' })
  async update(
    @CurrentUser() actor: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return toUserDto(await this.service.update(actor, id, dto));
  }

  @AdminDeleteRoute(UserDto, 'Delete an account; answers the deleted account', {
    badRequest: 'Deleting yourself or the last admin.',
  })
  async remove(@CurrentUser() actor: User, @Param('id', IdParamPipe) id: number): Promise<UserDto> {
    const dto = toUserDto(await this.service.get(id));
    await this.service.remove(actor, id);
    return dto;
  }
}
