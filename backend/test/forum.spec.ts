import { Role } from '../src/common/role.js';
import { seedForum } from '../src/composition/seeders/forum.seeder.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

interface Category {
  id: number;
  name: string;
  description: string | null;
  color: string;
  icon: string | null;
  postCount: number;
}
interface Author {
  id: number;
  profile: { firstName: string; lastName: string; avatar: number; avatarUrl: string };
}
interface Comment {
  id: number;
  content: string;
  postId: number;
  authorId: number;
  author: Author;
  editedAt: string | null;
}
interface Post {
  id: number;
  title: string;
  content: string;
  categoryId: number;
  category: { id: number; name: string; color: string };
  authorId: number;
  author: Author;
  isPinned: boolean;
  likes: number;
  likedByMe: boolean;
  views: number;
  createdAt: string;
  editedAt: string | null;
  _count: { comments: number };
}
interface PostDetail extends Post {
  comments: Comment[];
}
interface PostPage {
  posts: Post[];
  page: number;
  limit: number;
  pages: number;
  total: number;
}

let t: TestApp;
let admin: TestUser;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  // These tests post far more than a member would; throttling has its own tests at the end.
  t = await createTestApp({ FORUM_POSTS_PER_MEMBER: '1000', FORUM_COMMENTS_PER_MEMBER: '1000' });
  admin = await t.newUser({ role: Role.ADMIN, email: 'oak@example.com', firstName: 'Oak' });
  ash = await t.newUser({ email: 'ash@example.com', firstName: 'Ash' });
  misty = await t.newUser({ email: 'misty@example.com', firstName: 'Misty' });
});
afterAll(() => t.close());

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function expectRefusal(response: Response, status: number, message: string): Promise<void> {
  expect({ status: response.status, message: (await json<{ message: string }>(response)).message }).toEqual({
    status,
    message,
  });
}

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.call(path, { method, headers: user.auth, body });

let categories = 0;
async function newCategory(body: Record<string, unknown> = {}): Promise<Category> {
  categories++;
  const response = await send(admin, 'POST', '/api/forum/categories', {
    name: `Topic ${categories}`,
    ...body,
  });
  expect(response.status).toBe(201);
  return json<Category>(response);
}

async function newPost(user: TestUser, categoryId: number, title = 'A post', content = 'Some words.') {
  const response = await send(user, 'POST', '/api/forum/posts', { title, content, categoryId });
  expect(response.status).toBe(201);
  return json<Post>(response);
}

async function newComment(user: TestUser, postId: number, content = 'Nice one!'): Promise<Comment> {
  const response = await send(user, 'POST', '/api/forum/comments', { content, postId });
  expect(response.status).toBe(201);
  return json<Comment>(response);
}

async function listPosts(user: TestUser, query: string): Promise<PostPage> {
  const response = await send(user, 'GET', `/api/forum/posts?${query}`);
  expect(response.status).toBe(200);
  return json<PostPage>(response);
}

const postDetail = async (user: TestUser, id: number) =>
  json<PostDetail>(await send(user, 'GET', `/api/forum/posts/${id}`));

/** Rows left in a table for a post (bypassing the API). */
async function rowsFor(table: string, postId: number): Promise<number> {
  const [{ count }] = await t
    .em()
    .getConnection()
    .execute<{ count: number }[]>(`select count(*)::int as count from ${table} where post_id = ?`, [postId]);
  return count;
}

describe('forum categories', () => {
  it('are created by admins with the default colour #3B82F6, and read by every member', async () => {
    const created = await send(admin, 'POST', '/api/forum/categories', {
      name: '  Deck Help  ',
      description: 'Lists and advice',
      icon: '🃏',
    });
    expect(created.status).toBe(201);
    const category = await json<Category>(created);
    expect(category).toMatchObject({
      name: 'Deck Help',
      description: 'Lists and advice',
      color: '#3B82F6',
      icon: '🃏',
      postCount: 0,
    });
    const listed = await json<Category[]>(await send(ash, 'GET', '/api/forum/categories'));
    expect(listed).toContainEqual(expect.objectContaining({ id: category.id, name: 'Deck Help' }));
  });

  it('are managed by admins only', async () => {
    await expectRefusal(
      await send(ash, 'POST', '/api/forum/categories', { name: 'Mine' }),
      403,
      'You need admin privileges to access this page.',
    );
    const category = await newCategory();
    await expectRefusal(
      await send(ash, 'PUT', `/api/forum/categories/${category.id}`, { name: 'Mine' }),
      403,
      'You need admin privileges to access this page.',
    );
    await expectRefusal(
      await send(misty, 'DELETE', `/api/forum/categories/${category.id}`),
      403,
      'You need admin privileges to access this page.',
    );
  });

  it.each([
    [{}, 'Please enter a category name'],
    [{ name: '   ' }, 'Please enter a category name'],
    [{ name: 'x'.repeat(61) }, 'Category name must be at most 60 characters long.'],
    [{ name: 'Colours', color: 'blue' }, 'Colour must be a hex colour such as #3B82F6.'],
    [{ name: 'Colours', color: '#12345' }, 'Colour must be a hex colour such as #3B82F6.'],
    [{ name: 'Lines', description: 'one\ntwo' }, 'Description must be a single line of text.'],
    [{ name: 'Extra', posts: [] }, "Unknown field 'posts' is not allowed."],
  ])('refuse %j', async (body, message) => {
    await expectRefusal(await send(admin, 'POST', '/api/forum/categories', body), 400, message);
  });

  it('have unique names whatever their case', async () => {
    await newCategory({ name: 'Swaps' });
    await expectRefusal(
      await send(admin, 'POST', '/api/forum/categories', { name: 'SWAPS' }),
      409,
      'A category with this name already exists.',
    );
    const other = await newCategory({ name: 'Events' });
    await expectRefusal(
      await send(admin, 'PUT', `/api/forum/categories/${other.id}`, { name: 'swaps' }),
      409,
      'A category with this name already exists.',
    );
  });

  it('are updated with the create body; what is left out stays, blanks clear', async () => {
    const category = await newCategory({ description: 'Old', icon: '⭐', color: '#112233' });
    const response = await send(admin, 'PUT', `/api/forum/categories/${category.id}`, {
      name: 'Renamed',
      description: '',
      color: '#abcdef',
    });
    expect(response.status).toBe(200);
    expect(await json<Category>(response)).toMatchObject({
      name: 'Renamed',
      description: null,
      color: '#ABCDEF',
      icon: '⭐',
    });
    await expectRefusal(
      await send(admin, 'PUT', '/api/forum/categories/999999', { name: 'Nothing' }),
      404,
      'Category not found',
    );
  });

  it('take their posts, the comments, likes and views with them when deleted', async () => {
    const doomed = await newCategory();
    const kept = await newCategory();
    const first = await newPost(ash, doomed.id, 'Doomed one');
    const second = await newPost(misty, doomed.id, 'Doomed two');
    const survivor = await newPost(ash, kept.id, 'Survivor');
    await newComment(misty, first.id);
    await newComment(ash, second.id);
    await send(misty, 'POST', `/api/forum/posts/${first.id}/like`);
    await postDetail(misty, first.id);
    const listed = await json<Category[]>(await send(ash, 'GET', '/api/forum/categories'));
    expect(listed.find((c) => c.id === doomed.id)?.postCount).toBe(2);

    expect((await send(admin, 'DELETE', `/api/forum/categories/${doomed.id}`)).status).toBe(204);

    for (const post of [first, second]) {
      expect((await send(ash, 'GET', `/api/forum/posts/${post.id}`)).status).toBe(404);
      for (const table of ['forum_comments', 'forum_post_likes', 'forum_post_views']) {
        expect({ table, rows: await rowsFor(table, post.id) }).toEqual({ table, rows: 0 });
      }
    }
    expect((await postDetail(ash, survivor.id)).title).toBe('Survivor');
    expect((await listPosts(ash, `categoryId=${doomed.id}`)).total).toBe(0);
    await expectRefusal(
      await send(admin, 'DELETE', `/api/forum/categories/${doomed.id}`),
      404,
      'Category not found',
    );
  });
});

describe('forum posts', () => {
  it('are written by the caller, trimmed, with line breaks kept, and answered with the author profile', async () => {
    const category = await newCategory();
    const response = await send(ash, 'POST', '/api/forum/posts', {
      title: '  Charizard ex at league night  ',
      content: '  **Bold** plan\n\n*Two* lines  ',
      categoryId: category.id,
      authorId: ash.user.id,
    });
    expect(response.status).toBe(201);
    const post = await json<Post>(response);
    expect(post).toMatchObject({
      title: 'Charizard ex at league night',
      content: '**Bold** plan\n\n*Two* lines',
      categoryId: category.id,
      category: { id: category.id, name: category.name, color: '#3B82F6' },
      authorId: ash.user.id,
      author: { id: ash.user.id, profile: { firstName: 'Ash', lastName: 'Tester', avatar: 25 } },
      isPinned: false,
      likes: 0,
      likedByMe: false,
      views: 0,
      editedAt: null,
      _count: { comments: 0 },
    });
    // Other members see names and avatars, never an e-mail address.
    expect(JSON.stringify(await postDetail(misty, post.id))).not.toContain('@example.com');
  });

  it.each([
    ['Please fill in all fields', 400, { title: '   ', content: 'Words' }],
    ['Please fill in all fields', 400, { title: 'Title', content: ' \n ' }],
    ['Please fill in all fields', 400, { content: 'Words' }],
    ['Content must be at most 5000 characters long.', 400, { title: 'Title', content: 'x'.repeat(5001) }],
    ['Title must be at most 200 characters long.', 400, { title: 'x'.repeat(201), content: 'Words' }],
    ['Title must be a single line of text.', 400, { title: 'Two\nlines', content: 'Words' }],
    [
      'Content must be plain text: control characters other than line breaks and tabs are not allowed.',
      400,
      { title: 'Bell', content: 'Ding\u0007' },
    ],
    [
      'categoryId must be the id of a category.',
      400,
      { title: 'Title', content: 'Words', categoryId: 'one' },
    ],
    ["Unknown field 'isPinned' is not allowed.", 400, { title: 'Title', content: 'Words', isPinned: true }],
    ['Category not found', 404, { title: 'Title', content: 'Words', categoryId: 999999 }],
  ])('refuse: %s', async (message, status, fields) => {
    const category = await newCategory();
    const before = await listPosts(admin, '');
    await expectRefusal(
      await send(ash, 'POST', '/api/forum/posts', { categoryId: category.id, ...fields }),
      status,
      message,
    );
    expect((await listPosts(admin, '')).total).toBe(before.total);
  });

  it('take 5000 characters of content', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id, 'Long read', 'y'.repeat(5000));
    expect(post.content).toHaveLength(5000);
  });

  it('cannot be written in another member’s name', async () => {
    const category = await newCategory();
    await expectRefusal(
      await send(ash, 'POST', '/api/forum/posts', {
        title: 'Impersonation',
        content: 'I am Misty',
        categoryId: category.id,
        authorId: misty.user.id,
      }),
      403,
      'You can only post and comment as yourself.',
    );
    // Admins neither: identity comes from the token.
    await expectRefusal(
      await send(admin, 'POST', '/api/forum/posts', {
        title: 'Impersonation',
        content: 'I am Ash',
        categoryId: category.id,
        authorId: ash.user.id,
      }),
      403,
      'You can only post and comment as yourself.',
    );
    expect((await listPosts(ash, `categoryId=${category.id}`)).total).toBe(0);
  });

  it('are listed pinned first, then newest, 20 a page by default, with comment counts', async () => {
    const category = await newCategory();
    const posts: Post[] = [];
    for (let i = 1; i <= 23; i++) posts.push(await newPost(i % 2 ? ash : misty, category.id, `Post ${i}`));
    await newComment(misty, posts[2].id);
    await newComment(ash, posts[2].id);
    const pinned = await send(admin, 'PUT', `/api/forum/posts/${posts[4].id}/pin`, { isPinned: true });
    expect(pinned.status).toBe(200);
    expect((await json<Post>(pinned)).isPinned).toBe(true);

    const first = await listPosts(ash, `categoryId=${category.id}`);
    expect({ page: first.page, limit: first.limit, pages: first.pages, total: first.total }).toEqual({
      page: 1,
      limit: 20,
      pages: 2,
      total: 23,
    });
    expect(first.posts.map((p) => p.title).slice(0, 4)).toEqual(['Post 5', 'Post 23', 'Post 22', 'Post 21']);
    const second = await listPosts(ash, `categoryId=${category.id}&page=2`);
    expect(second.posts.map((p) => p.title)).toEqual(['Post 3', 'Post 2', 'Post 1']);
    expect(second.posts[0]._count.comments).toBe(2);
    expect(second.posts[0].author.profile.firstName).toBe('Ash');

    const small = await listPosts(ash, `categoryId=${category.id}&limit=5&page=5`);
    expect({ n: small.posts.length, pages: small.pages }).toEqual({ n: 3, pages: 5 });
    expect((await listPosts(ash, `categoryId=${category.id}&page=9`)).posts).toEqual([]);

    const unpinned = await send(admin, 'PUT', `/api/forum/posts/${posts[4].id}/pin`, { isPinned: false });
    expect((await json<Post>(unpinned)).isPinned).toBe(false);
    expect((await listPosts(ash, `categoryId=${category.id}`)).posts[0].title).toBe('Post 23');
  });

  it.each([
    ['limit=51', 'limit must be a whole number from 1 to 50.'],
    ['limit=0', 'limit must be a whole number from 1 to 50.'],
    ['page=0', 'page must be a whole number from 1 to 100000.'],
    ['page=-1', 'page must be a whole number from 1 to 100000.'],
    ['page=abc', 'page must be a whole number from 1 to 100000.'],
    ['categoryId=abc', 'categoryId must be the id of a category.'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters long.'],
    ['authorId=2', "Unknown field 'authorId' is not allowed."],
  ])('refuse the list query %s', async (query, message) => {
    await expectRefusal(await send(ash, 'GET', `/api/forum/posts?${query}`), 400, message);
  });

  it('are pinned and unpinned by admins only', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    await expectRefusal(
      await send(ash, 'PUT', `/api/forum/posts/${post.id}/pin`, { isPinned: true }),
      403,
      'You need admin privileges to access this page.',
    );
    await expectRefusal(
      await send(admin, 'PUT', `/api/forum/posts/${post.id}/pin`, { isPinned: 'yes' }),
      400,
      'isPinned must be true or false.',
    );
    await expectRefusal(
      await send(admin, 'PUT', '/api/forum/posts/999999/pin', { isPinned: true }),
      404,
      'Post not found',
    );
  });

  it('are edited and deleted by their author or an admin, and by nobody else', async () => {
    const category = await newCategory();
    const moved = await newCategory();
    const post = await newPost(ash, category.id, 'Original', 'First words');
    await expectRefusal(
      await send(misty, 'PUT', `/api/forum/posts/${post.id}`, { title: 'Hijacked' }),
      403,
      'You can only edit your own posts.',
    );
    await expectRefusal(
      await send(misty, 'DELETE', `/api/forum/posts/${post.id}`),
      403,
      'You can only delete your own posts.',
    );
    expect((await postDetail(ash, post.id)).title).toBe('Original');

    const edited = await send(ash, 'PUT', `/api/forum/posts/${post.id}`, {
      title: ' Edited ',
      content: 'New words',
      categoryId: moved.id,
    });
    expect(edited.status).toBe(200);
    expect(await json<Post>(edited)).toMatchObject({
      title: 'Edited',
      content: 'New words',
      categoryId: moved.id,
      editedAt: expect.any(String),
    });
    await expectRefusal(
      await send(ash, 'PUT', `/api/forum/posts/${post.id}`, { content: '  ' }),
      400,
      'Please fill in all fields',
    );
    const byAdmin = await send(admin, 'PUT', `/api/forum/posts/${post.id}`, { title: 'Tidied by an admin' });
    expect((await json<Post>(byAdmin)).title).toBe('Tidied by an admin');

    const own = await newPost(misty, category.id);
    expect((await send(misty, 'DELETE', `/api/forum/posts/${own.id}`)).status).toBe(204);
    await newComment(misty, post.id);
    expect((await send(admin, 'DELETE', `/api/forum/posts/${post.id}`)).status).toBe(204);
    expect(await rowsFor('forum_comments', post.id)).toBe(0);
    await expectRefusal(await send(ash, 'GET', `/api/forum/posts/${post.id}`), 404, 'Post not found');
    await expectRefusal(await send(ash, 'DELETE', `/api/forum/posts/${post.id}`), 404, 'Post not found');
  });

  it('are for approved members only', async () => {
    const pending = await t.newUser({ role: Role.PENDING });
    await expectRefusal(
      await send(pending, 'GET', '/api/forum/posts'),
      403,
      'Your account is awaiting approval by an admin.',
    );
    expect((await t.call('/api/forum/categories')).status).toBe(401);
  });
});

describe('forum search', () => {
  let category: Category;
  let titled: Post;
  let mentioned: Post;
  let accented: Post;

  beforeAll(async () => {
    category = await newCategory();
    mentioned = await newPost(
      ash,
      category.id,
      'Saturday plans',
      'Bring your decks: we test **Gardevoir** lists after the tournament.',
    );
    titled = await newPost(misty, category.id, 'Gardevoir ex deck', 'My list for the league cup.');
    accented = await newPost(misty, category.id, 'Pokémon Center haul', 'Flabébé promo!');
    await newPost(ash, category.id, 'Trading binder', 'Looking for Charizard.');
  });

  const search = async (words: string) =>
    (await listPosts(ash, `categoryId=${category.id}&search=${encodeURIComponent(words)}`)).posts.map(
      (p) => p.title,
    );

  it('finds posts by words of their content, stemmed (decks finds deck)', async () => {
    expect(await search('tournament')).toEqual(['Saturday plans']);
    expect(await search('deck')).toEqual(expect.arrayContaining(['Saturday plans', 'Gardevoir ex deck']));
    expect(await search('tested lists')).toEqual(['Saturday plans']);
  });

  it('ranks a post with the words in its title above one that mentions them', async () => {
    expect(await search('gardevoir')).toEqual([titled.title, mentioned.title]);
  });

  it('matches the last word as a prefix, every earlier word whole', async () => {
    expect(await search('Gardev')).toEqual([titled.title, mentioned.title]);
    expect(await search('league cu')).toEqual([titled.title]);
    expect(await search('lea cup')).toEqual([]);
  });

  it('ignores accents and case', async () => {
    expect(await search('POKEMON center')).toEqual([accented.title]);
    expect(await search('flabebe')).toEqual([accented.title]);
  });

  it('reads query syntax and markup as words, and finds nothing where nothing can match', async () => {
    expect(await search("Charizard' | !deck & (")).toEqual([]);
    expect(await search('**Gardevoir**')).toEqual([titled.title, mentioned.title]);
    expect(await search('!!!')).toEqual([]);
    expect(await search('the')).toEqual([]);
    const all = await listPosts(ash, `categoryId=${category.id}&search=`);
    expect(all.total).toBe(4);
  });

  it('is served by the GIN index on the generated search vector', async () => {
    const plan = await t.em().transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      // Four rows are quicker to scan; forbid the scan to see that the index answers.
      await connection.execute('set local enable_seqscan = off', [], 'run', context);
      return connection.execute<{ 'QUERY PLAN': string }[]>(
        `explain select id from forum_posts where search_vector @@ to_tsquery('english', 'gardevoir:*')`,
        [],
        'all',
        context,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('forum_posts_search_vector_index');
  });
});

describe('forum comments', () => {
  it('are added by the caller, trimmed, and shown oldest first with the post', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    const first = await send(misty, 'POST', '/api/forum/comments', {
      content: '  First!\nSecond line  ',
      postId: post.id,
      authorId: misty.user.id,
    });
    expect(first.status).toBe(201);
    expect(await json<Comment>(first)).toMatchObject({
      content: 'First!\nSecond line',
      postId: post.id,
      authorId: misty.user.id,
      author: { profile: { firstName: 'Misty' } },
      editedAt: null,
    });
    await newComment(ash, post.id, 'Second');
    const detail = await postDetail(ash, post.id);
    expect(detail.comments.map((c) => c.content)).toEqual(['First!\nSecond line', 'Second']);
    expect(detail._count.comments).toBe(2);
  });

  it.each([
    ['Please enter a comment', 400, { content: '  ' }],
    ['Comment must be at most 1000 characters long.', 400, { content: 'x'.repeat(1001) }],
    ['postId must be the id of a post.', 400, { content: 'Hi', postId: 0 }],
    ['Post not found', 404, { content: 'Hi', postId: 999999 }],
  ])('refuse: %s', async (message, status, fields) => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    await expectRefusal(
      await send(misty, 'POST', '/api/forum/comments', { postId: post.id, ...fields }),
      status,
      message,
    );
    expect(await rowsFor('forum_comments', post.id)).toBe(0);
  });

  it('take 1000 characters, and never another member’s name', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    expect((await newComment(misty, post.id, 'z'.repeat(1000))).content).toHaveLength(1000);
    await expectRefusal(
      await send(misty, 'POST', '/api/forum/comments', {
        content: 'Hi',
        postId: post.id,
        authorId: ash.user.id,
      }),
      403,
      'You can only post and comment as yourself.',
    );
  });

  it('are edited and deleted by their author or an admin, and by nobody else', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    const comment = await newComment(misty, post.id, 'Original');
    await expectRefusal(
      await send(ash, 'PUT', `/api/forum/comments/${comment.id}`, { content: 'Hijacked' }),
      403,
      'You can only edit your own comments.',
    );
    await expectRefusal(
      await send(ash, 'DELETE', `/api/forum/comments/${comment.id}`),
      403,
      'You can only delete your own comments.',
    );
    await expectRefusal(
      await send(misty, 'PUT', `/api/forum/comments/${comment.id}`, { content: '' }),
      400,
      'Please enter a comment',
    );
    const edited = await send(misty, 'PUT', `/api/forum/comments/${comment.id}`, { content: ' Better ' });
    expect(await json<Comment>(edited)).toMatchObject({ content: 'Better', editedAt: expect.any(String) });
    const byAdmin = await send(admin, 'PUT', `/api/forum/comments/${comment.id}`, { content: 'Moderated' });
    expect((await json<Comment>(byAdmin)).content).toBe('Moderated');

    const own = await newComment(ash, post.id, 'Mine');
    expect((await send(ash, 'DELETE', `/api/forum/comments/${own.id}`)).status).toBe(204);
    expect((await send(admin, 'DELETE', `/api/forum/comments/${comment.id}`)).status).toBe(204);
    expect((await postDetail(ash, post.id)).comments).toEqual([]);
    await expectRefusal(
      await send(admin, 'DELETE', `/api/forum/comments/${comment.id}`),
      404,
      'Comment not found',
    );
  });
});

describe('forum likes', () => {
  const like = (user: TestUser, postId: number, body?: unknown) =>
    send(user, 'POST', `/api/forum/posts/${postId}/like`, body);

  it('toggle: one like per member, taken back by the same call', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    expect(await json(await like(misty, post.id, { userId: misty.user.id }))).toEqual({
      liked: true,
      likes: 1,
    });
    expect(await json(await like(ash, post.id))).toEqual({ liked: true, likes: 2 });
    expect((await postDetail(misty, post.id)).likedByMe).toBe(true);
    expect(await json(await like(misty, post.id))).toEqual({ liked: false, likes: 1 });
    const seen = await postDetail(misty, post.id);
    expect({ likes: seen.likes, likedByMe: seen.likedByMe }).toEqual({ likes: 1, likedByMe: false });
  });

  it('count exactly when 20 members click at the same moment, and again to take them back', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    const members = await Promise.all(Array.from({ length: 20 }, () => t.newUser()));
    const liked = await Promise.all(members.map((member) => like(member, post.id)));
    expect(liked.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await postDetail(ash, post.id)).likes).toBe(20);

    const unliked = await Promise.all(members.map((member) => like(member, post.id)));
    expect(unliked.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await postDetail(ash, post.id)).likes).toBe(0);
    expect(await rowsFor('forum_post_likes', post.id)).toBe(0);
  });

  it('count one like when one member double-clicks', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    const answers = await Promise.all([like(misty, post.id), like(misty, post.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const liked = await Promise.all(answers.map((r) => json<{ liked: boolean }>(r)));
    // One after the other they like and unlike; at the same moment both find the one like.
    const expected = liked.every((answer) => answer.liked) ? 1 : 0;
    expect(await rowsFor('forum_post_likes', post.id)).toBe(expected);
  });

  it('refuse another member’s id and a post that does not exist', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    await expectRefusal(
      await like(misty, post.id, { userId: ash.user.id }),
      403,
      'You can only like posts as yourself.',
    );
    await expectRefusal(await like(misty, 999999), 404, 'Post not found');
    expect(await rowsFor('forum_post_likes', post.id)).toBe(0);
  });
});

describe('forum views', () => {
  it('count once per member per day, not on every fetch', async () => {
    const category = await newCategory();
    const post = await newPost(ash, category.id);
    expect((await postDetail(misty, post.id)).views).toBe(1);
    expect((await postDetail(misty, post.id)).views).toBe(1);
    await Promise.all([postDetail(ash, post.id), postDetail(ash, post.id), postDetail(ash, post.id)]);
    expect((await postDetail(misty, post.id)).views).toBe(2);
    // Listing does not count.
    await listPosts(misty, `categoryId=${category.id}`);
    expect((await postDetail(misty, post.id)).views).toBe(2);

    // The next day (UK time) Misty's visit counts again.
    await t
      .em()
      .getConnection()
      .execute(`update forum_post_views set day = day - 1 where post_id = ? and user_id = ?`, [
        post.id,
        misty.user.id,
      ]);
    expect((await postDetail(misty, post.id)).views).toBe(3);
    expect((await postDetail(misty, post.id)).views).toBe(3);
  });
});

describe('forum demo content', () => {
  // The names above stay clear of the demo's, which this adds to the same database.
  it('has the usual categories and a pinned welcome post by the first admin', async () => {
    await seedForum(t.em());
    const listed = await json<Category[]>(await send(ash, 'GET', '/api/forum/categories'));
    const general = listed.find((c) => c.name === 'General Discussion');
    expect(general).toMatchObject({ color: '#3B82F6', icon: '💬', postCount: 1 });
    const [welcome] = (await listPosts(ash, `categoryId=${general?.id}`)).posts;
    expect(welcome).toMatchObject({ title: 'Welcome to the forum', isPinned: true, authorId: admin.user.id });
  });
});

// Last: a second app in this process takes over Passport's strategy, so the first app's tokens stop working.
describe('forum throttling', () => {
  let strict: TestApp;
  let member: TestUser;
  let other: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    strict = await createTestApp({ FORUM_POSTS_PER_MEMBER: '3', FORUM_COMMENTS_PER_MEMBER: '4' });
    const boss = await strict.newUser({ role: Role.ADMIN });
    member = await strict.newUser();
    other = await strict.newUser();
    const category = await strict.call('/api/forum/categories', {
      method: 'POST',
      headers: boss.auth,
      body: { name: 'General' },
    });
    categoryId = (await json<Category>(category)).id;
  });
  afterAll(() => strict.close());

  const post = (user: TestUser, title = 'Hello') =>
    strict.call('/api/forum/posts', {
      method: 'POST',
      headers: user.auth,
      body: { title, content: 'Hi', categoryId },
    });

  it('refuses a member’s posts past the limit with a readable 429, without holding up others', async () => {
    expect((await post(member, '   ')).status).toBe(400); // bad input is not counted
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(member)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post(member);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({
      statusCode: 429,
      error: 'You are posting too quickly. Please wait a few minutes and try again.',
      message: 'You are posting too quickly. Please wait a few minutes and try again.',
    });
    expect((await post(other)).status).toBe(201);
  });

  it('counts simultaneous posts exactly', async () => {
    const racer = await strict.newUser();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(racer)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('limits comments per member on their own counter', async () => {
    const writer = await strict.newUser();
    const target = await json<Post>(await post(other, 'Comment here'));
    const comment = () =>
      strict.call('/api/forum/comments', {
        method: 'POST',
        headers: writer.auth,
        body: { content: 'Me too', postId: target.id },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await comment()).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect((await post(writer)).status).toBe(201);
  });
});
