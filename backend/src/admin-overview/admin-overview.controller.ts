import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/access.decorator.js';
import { AdminOverviewService } from './admin-overview.service.js';
import { OverviewDto } from './dto/overview.dto.js';

@ApiTags('admin overview')
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(private readonly adminOverview: AdminOverviewService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: "The admin dashboard's overview: counts and the 10 newest sign-ups and event registrations",
  })
  @ApiOkResponse({ type: OverviewDto })
  overview(): Promise<OverviewDto> {
    return this.adminOverview.overview();
  }
}
