import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { parseListQuery, setContentRange } from '../common/simple-rest.js';
import { CONTACT_SORT_FIELDS, ContactService } from './contact.service.js';
import { ContactMessageDto, UpdateContactMessageDto } from './dto/contact.dto.js';

/** Contact messages as a react-admin simple-rest resource (no create: visitors send them). */
@ApiTags('admin contact')
@Controller('admin/contact-messages')
export class AdminContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'List contact messages (react-admin simple-rest: range, sort, filter; Content-Range header)',
    description:
      'Newest first by default. filter keys: q (name, e-mail, subject or text), id (list), handled.',
  })
  @ApiOkResponse({ type: [ContactMessageDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    const parsed = parseListQuery(query, CONTACT_SORT_FIELDS);
    const { messages, total } = await this.contact.list(parsed);
    setContentRange(reply, 'contact-messages', parsed.range, messages.length, total);
    return messages;
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One contact message' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', IdParamPipe) id: number): Promise<ContactMessageDto> {
    return this.contact.get(id);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a message handled or not: the record as served, with handled changed' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateContactMessageDto,
  ): Promise<ContactMessageDto> {
    return this.contact.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a contact message; answers it' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<ContactMessageDto> {
    return this.contact.remove(id);
  }
}
