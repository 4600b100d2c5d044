import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/access.decorator.js';
import { FamilyMemberWithOwnerDto, toFamilyMemberWithOwnerDto } from './dto/family-member.dto.js';
import { FamilyService } from './family.service.js';

@ApiTags('family')
@Controller('admin/family-members')
export class AdminFamilyController {
  constructor(private readonly family: FamilyService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "Every member's family members, with their owner (for the achievement form)" })
  @ApiOkResponse({ type: [FamilyMemberWithOwnerDto] })
  async list(): Promise<FamilyMemberWithOwnerDto[]> {
    return (await this.family.listAll()).map(toFamilyMemberWithOwnerDto);
  }
}
