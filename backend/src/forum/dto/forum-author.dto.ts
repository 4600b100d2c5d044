import { ApiProperty } from '@nestjs/swagger';

/** What other members see of an author: names and avatar, never the e-mail address. */
export class ForumAuthorProfileDto {
  @ApiProperty({ example: 'Ash' }) firstName: string;
  @ApiProperty({ example: 'Ketchum' }) lastName: string;
  @ApiProperty({ description: 'Pokédex number of the chosen avatar', example: 25 }) avatar: number;
  @ApiProperty({ description: 'Official-artwork image of the avatar' }) avatarUrl: string;
}

export class ForumAuthorDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ type: ForumAuthorProfileDto }) profile: ForumAuthorProfileDto;
}
