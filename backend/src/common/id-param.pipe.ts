import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number that fits PostgreSQL's integer. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new BadRequestException('The id must be a positive whole number.');
    }
    return id;
  }
}
