import type {
  ForumAuthorDto,
  ForumCategoryDto,
  ForumCommentDto,
  ForumPostDetailDto,
  ForumPostDto,
  ForumPostPageDto,
} from '../../api/generated/types.gen';

/** Ids as makeUser gives them: the admin is 1, the member 2; 3 is another member. */
export const ADMIN_ID = 1;
export const MEMBER_ID = 2;
export const OTHER_ID = 3;

export function makeAuthor(id: number, firstName: string, lastName = 'Tester'): ForumAuthorDto {
  return { id, profile: { firstName, lastName, avatar: 25, avatarUrl: 'https://img.invalid/25.png' } };
}

const AUTHORS: Record<number, ForumAuthorDto> = {
  [ADMIN_ID]: makeAuthor(ADMIN_ID, 'Misty', 'Ketchum'),
  [MEMBER_ID]: makeAuthor(MEMBER_ID, 'Ash', 'Ketchum'),
  [OTHER_ID]: makeAuthor(OTHER_ID, 'Brock', 'Harrison'),
};

export function makeCategory(overrides: Partial<ForumCategoryDto> = {}): ForumCategoryDto {
  return {
    id: 1,
    name: 'Deck Building',
    description: 'Lists and advice',
    color: '#3B82F6',
    icon: null,
    postCount: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makePost(overrides: Partial<ForumPostDto> = {}): ForumPostDto {
  const authorId = overrides.authorId ?? MEMBER_ID;
  const category = makeCategory();
  return {
    id: 7,
    title: 'Charizard ex for league night',
    content: 'Looking for **advice**.',
    categoryId: category.id,
    category: { id: category.id, name: category.name, color: category.color, icon: category.icon },
    authorId,
    author: AUTHORS[authorId] ?? makeAuthor(authorId, 'Someone'),
    isPinned: false,
    likes: 0,
    likedByMe: false,
    views: 0,
    createdAt: '2026-03-01T18:30:00.000Z',
    editedAt: null,
    _count: { comments: 0 },
    ...overrides,
  };
}

export function makeComment(overrides: Partial<ForumCommentDto> = {}): ForumCommentDto {
  const authorId = overrides.authorId ?? OTHER_ID;
  return {
    id: 40,
    content: 'Add a second *Iono*.',
    postId: 7,
    authorId,
    author: AUTHORS[authorId] ?? makeAuthor(authorId, 'Someone'),
    createdAt: '2026-03-01T19:00:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

export function makeDetail(
  overrides: Partial<ForumPostDto> = {},
  comments: ForumCommentDto[] = [],
): ForumPostDetailDto {
  return { ...makePost(overrides), comments, _count: { comments: comments.length } };
}

export function makePage(posts: ForumPostDto[], overrides: Partial<ForumPostPageDto> = {}): ForumPostPageDto {
  return { posts, page: 1, limit: 20, pages: posts.length ? 1 : 0, total: posts.length, ...overrides };
}
