import { avatarUrl } from '../users/dto/user.dto.js';
import type { ForumAuthorDto } from './dto/forum-author.dto.js';
import type { ForumCommentDto } from './dto/forum-comment.dto.js';
import type { ForumPostDto } from './dto/forum-post.dto.js';

/** The author columns every forum query selects (users joined as `u`). */
export const AUTHOR_COLUMNS = `u.id as author_id, u.profile_first_name as author_first_name,
  u.profile_last_name as author_last_name, u.profile_avatar as author_avatar`;

interface AuthorRow {
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  author_avatar: number;
}

export interface PostRow extends AuthorRow {
  id: number;
  title: string;
  content: string;
  category_id: number;
  category_name: string;
  category_color: string;
  category_icon: string | null;
  is_pinned: boolean;
  views: number;
  likes: number;
  liked_by_me: boolean;
  comment_count: number;
  created_at: Date;
  edited_at: Date | null;
}

export interface CommentRow extends AuthorRow {
  id: number;
  content: string;
  post_id: number;
  created_at: Date;
  edited_at: Date | null;
}

function authorOf(row: AuthorRow): ForumAuthorDto {
  return {
    id: row.author_id,
    profile: {
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      avatar: row.author_avatar,
      avatarUrl: avatarUrl(row.author_avatar),
    },
  };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toPostDto(row: PostRow): ForumPostDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    categoryId: row.category_id,
    category: {
      id: row.category_id,
      name: row.category_name,
      color: row.category_color,
      icon: row.category_icon,
    },
    authorId: row.author_id,
    author: authorOf(row),
    isPinned: row.is_pinned,
    likes: row.likes,
    likedByMe: row.liked_by_me,
    views: row.views,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: iso(row.edited_at),
    _count: { comments: row.comment_count },
  };
}

export function toCommentDto(row: CommentRow): ForumCommentDto {
  return {
    id: row.id,
    content: row.content,
    postId: row.post_id,
    authorId: row.author_id,
    author: authorOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: iso(row.edited_at),
  };
}
