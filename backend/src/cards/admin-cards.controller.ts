import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { CardImportService } from './card-import.service.js';
import { CardImportJobDto, StartCardImportDto, toImportJobDto } from './dto/card-import.dto.js';

@ApiTags('admin cards')
@Controller('admin/cards/imports')
export class AdminCardsController {
  constructor(private readonly imports: CardImportService) {}

  @Post()
  @HttpCode(202)
  @AdminOnly()
  @ApiOperation({
    summary: 'Start importing the card data set from a folder or URL; poll the job for progress',
  })
  @ApiAcceptedResponse({ type: CardImportJobDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'The folder does not exist, or the URL is not valid or may not be fetched: a host not on CARD_IMPORT_HOSTS, ' +
      'a private address (redirects included), a file larger than CARD_IMPORT_MAX_MB.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another import is running.' })
  async start(@Body() dto: StartCardImportDto): Promise<CardImportJobDto> {
    return toImportJobDto(await this.imports.start(dto.source));
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'The 10 most recent imports, newest first' })
  @ApiOkResponse({ type: [CardImportJobDto] })
  async recent(): Promise<CardImportJobDto[]> {
    return (await this.imports.recent()).map(toImportJobDto);
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One import with its progress and summary' })
  @ApiOkResponse({ type: CardImportJobDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('The import id must be a UUID.') }),
    )
    id: string,
  ): Promise<CardImportJobDto> {
    return toImportJobDto(await this.imports.get(id));
  }
}
