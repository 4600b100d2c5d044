import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MembersOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import {
  CreateFamilyMemberDto,
  FamilyMemberDto,
  FamilyMembersQueryDto,
  toFamilyMemberDto,
  UpdateFamilyMemberDto,
} from './dto/family-member.dto.js';
import { FamilyService } from './family.service.js';

@ApiTags('family')
@Controller('family-members')
export class FamilyController {
  constructor(private readonly family: FamilyService) {}

  @Get()
  @MembersOnly()
  @ApiOperation({ summary: "A member's family members: your own, or anyone's for an admin" })
  @ApiOkResponse({ type: [FamilyMemberDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@CurrentUser() caller: User, @Query() query: FamilyMembersQueryDto): Promise<FamilyMemberDto[]> {
    const members = await this.family.listOf(caller, query.userId ?? caller.id);
    return members.map(toFamilyMemberDto);
  }

  @Post()
  @MembersOnly()
  @ApiOperation({ summary: 'Add one of your family members' })
  @ApiCreatedResponse({ type: FamilyMemberDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId is not yours.' })
  async create(@CurrentUser() caller: User, @Body() dto: CreateFamilyMemberDto): Promise<FamilyMemberDto> {
    return toFamilyMemberDto(await this.family.create(caller, dto));
  }

  @Put(':id')
  @MembersOnly()
  @ApiOperation({ summary: 'Change one of your family members (only the keys sent change)' })
  @ApiOkResponse({ type: FamilyMemberDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your family member.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateFamilyMemberDto,
  ): Promise<FamilyMemberDto> {
    return toFamilyMemberDto(await this.family.update(caller, id, dto));
  }

  @Delete(':id')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Remove one of your family members (and their registrations); answers it' })
  @ApiOkResponse({ type: FamilyMemberDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your family member.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<FamilyMemberDto> {
    const dto = toFamilyMemberDto(await this.family.own(caller, id));
    await this.family.remove(caller, id);
    return dto;
  }
}
