import { FILL_IN_REQUIRED } from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { ReadOnlyField } from '../../common/served-record.js';
import { DayField, HttpUrlField, IfPresent, TextField } from '../../common/validation.js';
import { type Release, ReleaseType } from '../release.entity.js';

const DATE_MESSAGE = "Release date must be a day such as '2026-07-18'.";
const TYPE_MESSAGE = `Release type must be one of ${Object.values(ReleaseType).join(', ')}.`;

const ReleaseTypeField = (withDefault: boolean) =>
  applyDecorators(
    ApiPropertyOptional({
      enum: ReleaseType,
      enumName: 'ReleaseType',
      ...(withDefault ? { default: ReleaseType.BOOSTER_SET } : {}),
    }),
    IfPresent(),
    IsEnum(ReleaseType, { message: TYPE_MESSAGE }),
  );

export class ReleaseDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Scarlet & Violet: Surging Sparks' })
  packName: string;

  @ApiProperty({ enum: ReleaseType, enumName: 'ReleaseType' })
  releaseType: ReleaseType;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-07-18',
    description: 'The UK day it comes out',
  })
  releaseDate: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export function toReleaseDto(release: Release): ReleaseDto {
  return {
    id: release.id,
    packName: release.packName,
    releaseType: release.releaseType,
    releaseDate: release.releaseDate,
    imageUrl: release.imageUrl,
    description: release.description,
    createdAt: release.createdAt.toISOString(),
    updatedAt: release.updatedAt.toISOString(),
  };
}

/** The fields served that a write never changes (accepted back from react-admin and ignored). */
class ServedReleaseFields {
  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  updatedAt?: undefined;
}

/** A new release: pack name and release date required, type BOOSTER_SET unless given. */
export class CreateReleaseDto extends ServedReleaseFields {
  @TextField('Pack name', { maxLength: 200, requiredMessage: FILL_IN_REQUIRED })
  packName: string;

  @ReleaseTypeField(true)
  releaseType?: ReleaseType;

  @DayField({ required: true, requiredMessage: FILL_IN_REQUIRED, message: DATE_MESSAGE })
  releaseDate: string;

  @HttpUrlField('Image URL')
  imageUrl?: string | null;

  @TextField('Description', { maxLength: 2000, clearable: true, multiLine: true })
  description?: string | null;
}

/** A change to a release: the record as served (or any part of it); only the keys sent change. */
export class UpdateReleaseDto extends ServedReleaseFields {
  @TextField('Pack name', { maxLength: 200, optional: true, requiredMessage: FILL_IN_REQUIRED })
  packName?: string;

  @ReleaseTypeField(false)
  releaseType?: ReleaseType;

  @DayField({ required: false, requiredMessage: FILL_IN_REQUIRED, message: DATE_MESSAGE })
  releaseDate?: string;

  @HttpUrlField('Image URL')
  imageUrl?: string | null;

  @TextField('Description', { maxLength: 2000, clearable: true, multiLine: true })
  description?: string | null;
}
