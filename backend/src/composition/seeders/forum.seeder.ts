import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../common/role.js';
import { ForumCategory } from '../../forum/forum-category.entity.js';
import { ForumPost } from '../../forum/forum-post.entity.js';
import { User } from '../../users/user.entity.js';

const CATEGORIES: { name: string; description: string; color?: string; icon: string }[] = [
  { name: 'General Discussion', description: 'Anything club-related', icon: '💬' },
  { name: 'Deck Building', description: 'Lists, ideas and advice', color: '#8B5CF6', icon: '🃏' },
  { name: 'Trading', description: 'Haves, wants and fair deals', color: '#10B981', icon: '🔄' },
  { name: 'Events & Tournaments', description: 'Results, reports and plans', color: '#F59E0B', icon: '🏆' },
];

const WELCOME = `Welcome to the club forum! Ask for deck advice, arrange trades and share tournament reports.

You can write **bold**, *italic* and __underlined__ text; line breaks are kept.
Please be kind: everyone here was a new player once.`;

/** Demo forum: the four usual categories and a pinned welcome post by the first admin. */
export async function seedForum(em: EntityManager): Promise<void> {
  const categories = CATEGORIES.map(({ name, description, color, icon }) => {
    const category = new ForumCategory(name);
    category.description = description;
    if (color) category.color = color;
    category.icon = icon;
    return category;
  });
  em.persist(categories);
  const admin = await em.findOne(User, { role: Role.ADMIN }, { orderBy: { id: 'ASC' } });
  if (admin) {
    const welcome = new ForumPost('Welcome to the forum', WELCOME, categories[0], admin);
    welcome.isPinned = true;
    em.persist(welcome);
  }
  await em.flush();
}
