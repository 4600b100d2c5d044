import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, MembersOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { FormatDto, toFormatDto, UpdateFormatDto } from './dto/format.dto.js';
import { FormatsService } from './formats.service.js';

@ApiTags('formats')
@Controller()
export class FormatsController {
  constructor(private readonly formats: FormatsService) {}

  @Get('pokemon/formats')
  @MembersOnly()
  @ApiOperation({ summary: 'The tournament formats and what makes a card legal in them' })
  @ApiOkResponse({ type: [FormatDto] })
  async list(): Promise<FormatDto[]> {
    return (await this.formats.list()).map(toFormatDto);
  }

  @Put('admin/formats/:code')
  @AdminOnly()
  @ApiOperation({ summary: 'Change a format (legal marks, series, bans, set dates); legality is recomputed' })
  @ApiOkResponse({ type: FormatDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(@Param('code') code: string, @Body() changes: UpdateFormatDto): Promise<FormatDto> {
    return toFormatDto(await this.formats.update(code, changes));
  }
}
