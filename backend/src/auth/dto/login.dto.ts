import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { UserDto } from '../../users/dto/user.dto.js';

const REQUIRED = 'Please enter your email and password.';

export class LoginDto {
  @ApiProperty({ example: 'ash@example.com', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @MaxLength(254, { message: 'Invalid email or password' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  email: string;

  @ApiProperty({ example: 'pikachu25', maxLength: 128 })
  @MaxLength(128, { message: 'Invalid email or password' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  password: string;

  @ApiPropertyOptional({ description: 'Keep the session across browser restarts (30 days).', default: false })
  @IsOptional()
  @IsBoolean({ message: 'rememberMe must be true or false.' })
  rememberMe?: boolean;
}

export class AuthSessionDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({ description: 'Bearer token for the Authorization header; lives 15 minutes.' })
  accessToken: string;
}
