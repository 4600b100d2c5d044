import type { ForumAuthorDto } from './dto/forum-author.dto.js';
import type { ForumCommentDto } from './dto/forum-comment.dto.js';
import type { ForumPostDto } from './dto/forum-post.dto.js';

/** A forum row and its author, as the users feature describes members to members. */
interface AuthorRow {
  author_id: number;
  author: ForumAuthorDto;
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
    author: row.author,
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
    author: row.author,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: iso(row.edited_at),
  };
}
