import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max } from 'class-validator';
import { RequestValidationPipe } from './request-validation.pipe.js';

class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Max(10, { message: 'page is too large.' })
  page?: number;

  @IsOptional()
  @IsString()
  q?: string;
}

const asQuery = { type: 'query', metatype: PageQuery } as const;

describe('RequestValidationPipe', () => {
  const pipe = new RequestValidationPipe();

  it('turns a valid query into its DTO, the same the second time', async () => {
    const first = await pipe.transform({ page: '2', q: 'pikachu' }, asQuery);
    const second = await pipe.transform({ page: '2', q: 'pikachu' }, asQuery);
    for (const dto of [first, second]) {
      expect(dto).toBeInstanceOf(PageQuery);
      expect(dto).toEqual({ page: 2, q: 'pikachu' });
    }
  });

  it('refuses a bad query every time, with its message', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ page: '11' }, asQuery)).rejects.toThrow(BadRequestException);
    }
    await expect(pipe.transform({ page: '11' }, asQuery)).rejects.toMatchObject({
      response: { message: ['page is too large.'] },
    });
  });

  it('refuses unknown query fields', async () => {
    await expect(pipe.transform({ sort: 'name' }, asQuery)).rejects.toMatchObject({
      response: { message: ["Unknown field 'sort' is not allowed."] },
    });
  });
});
