import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type MockRoutes } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import { makeCategory, makePage, makePost } from '../../forum/test/fixtures';
import { ForumPage } from './ForumPage';

const categories = [
  makeCategory({ id: 1, name: 'Deck Building', postCount: 2 }),
  makeCategory({ id: 2, name: 'Trading', color: '#10B981', icon: '🔄', postCount: 1 }),
];

function renderForum(api: MockRoutes, role: 'MEMBER' | 'ADMIN' = 'MEMBER', path = '/forum') {
  const mock = mockApi({
    authRefresh: refreshAs(role),
    forumCategoriesList: json(200, categories),
    ...api,
  });
  const utils = renderRoutes(
    [
      { path: '/forum', element: <ForumPage /> },
      { path: '/forum/:postId', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...mock, ...utils, user: userEvent.setup() };
}

const listCalls = (requests: ReturnType<typeof mockApi>['requests']) =>
  requests.filter((r) => r.operation === 'forumPostsList').map((r) => Object.fromEntries(r.query));

describe('ForumPage', () => {
  it("shows 'Loading posts...', then each post with its pinned state, category, author and counts", async () => {
    let answer: (r: Response) => void = () => undefined;
    const { requests } = renderForum({
      forumPostsList: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    answer(
      json(
        200,
        makePage([
          makePost({ id: 3, title: 'Club rules', isPinned: true, likes: 1, views: 12 }),
          makePost({ id: 4, title: 'Trading Pikachu', _count: { comments: 2 }, likes: 3 }),
        ]),
      ),
    );
    const pinned = await screen.findByRole('article', { name: 'Club rules' });
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned).getByText('Deck Building')).toBeInTheDocument();
    expect(within(pinned).getByText('Ash Ketchum')).toBeInTheDocument();
    expect(within(pinned).getByText('1 like')).toBeInTheDocument();
    expect(within(pinned).getByText('12 views')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Trading Pikachu' });
    expect(within(other).queryByText('Pinned')).toBeNull();
    expect(within(other).getByText('2 comments')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Trading Pikachu' })).toHaveAttribute('href', '/forum/4');
    expect(within(other).getByText('advice').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(requests)[0]).toEqual({ page: '1', limit: '20' });
  });

  it('shows a script posted as a title or content as text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    renderForum({
      forumPostsList: json(
        200,
        makePage([
          makePost({ title: `<script>alert(1)</script>`, content: `**${payload}** javascript:alert(1)` }),
        ]),
      ),
    });
    const card = await screen.findByRole('article', { name: '<script>alert(1)</script>' });
    expect(within(card).getByText(payload).tagName).toBe('STRONG');
    expect(card.querySelector('img[src="x"], script')).toBeNull();
  });

  it("says 'No posts yet', and 'No posts found' for a search that finds nothing", async () => {
    const { user } = renderForum({
      forumPostsList: (request) =>
        json(200, makePage(request.query.get('search') ? [] : [makePost({ title: 'Only post' })])),
    });
    await screen.findByRole('article', { name: 'Only post' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Topics' }));
    expect(await screen.findByRole('article', { name: 'Only post' })).toBeInTheDocument();
  });

  it("says 'No posts yet' on an empty forum", async () => {
    renderForum({ forumPostsList: json(200, makePage([])) });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it("says 'Failed to load posts' and 'Failed to load categories', each with Try Again", async () => {
    const { user } = renderForum({
      forumCategoriesList: [apiError(500, 'Boom'), json(200, categories)],
      forumPostsList: [apiError(500, 'Boom'), json(200, makePage([makePost({ title: 'Back again' })]))],
    });
    expect(await screen.findByText('Failed to load posts')).toBeInTheDocument();
    expect(screen.getByText('Failed to load categories')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Try Again' })) await user.click(button);
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '🔄 Trading' })).toBeInTheDocument();
  });

  it('filters by category, searches as the member types, and pages through 20 at a time', async () => {
    const { requests, user, router } = renderForum({
      forumPostsList: (request) =>
        json(
          200,
          makePage([makePost({ title: `Page ${request.query.get('page')}` })], { pages: 3, total: 45 }),
        ),
    });
    await screen.findByRole('article', { name: 'Page 1' });
    expect(screen.getByText('45 posts · page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '🔄 Trading' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ categoryId: '2', page: '1', limit: '20' }),
    );
    expect(screen.getByRole('button', { name: '🔄 Trading' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'deck bui');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({
        categoryId: '2',
        search: 'deck bui',
        page: '1',
        limit: '20',
      }),
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Forum pages' })).getByRole('button', {
        name: 'Go to page 2',
      }),
    );
    await screen.findByRole('article', { name: 'Page 2' });
    expect(router.state.location.search).toBe('?category=2&search=deck+bui&page=2');

    await user.click(screen.getByRole('button', { name: 'All Topics' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ search: 'deck bui', page: '1', limit: '20' }),
    );
  });

  it('opens the new-post modal, checks the fields with the spec’s messages, previews the markup and posts', async () => {
    const { requests, user } = renderForum({
      forumPostsList: json(200, makePage([])),
      forumPostsCreate: json(201, makePost({ id: 12 })),
    });
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), '  My first post  ');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: '🔄 Trading' }));
    const content = within(dialog).getByRole('textbox', { name: /Content/ });
    await user.click(content);
    await user.paste('x'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Content must be at most 5000 characters long.',
    );
    expect(within(dialog).getByText('5001/5000 characters')).toBeInTheDocument();

    await user.clear(content);
    await user.type(content, 'Hello **trainers**{Enter}*see* __you__');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('trainers')).toHaveProperty('tagName', 'STRONG');
    expect(within(preview).getByText('see').tagName).toBe('EM');
    expect(within(preview).getByText('you').tagName).toBe('U');
    expect(requests.filter((r) => r.operation === 'forumPostsCreate')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/forum/12');
    expect(requests.find((r) => r.operation === 'forumPostsCreate')?.body).toEqual({
      title: 'My first post',
      content: 'Hello **trainers**\n*see* __you__',
      categoryId: 2,
    });
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
  });

  it("keeps the modal open with 'Failed to create post' and the server's reason", async () => {
    const { user } = renderForum(
      {
        forumPostsList: json(200, makePage([])),
        forumPostsCreate: apiError(
          429,
          'You are posting too quickly. Please wait a few minutes and try again.',
        ),
      },
      'MEMBER',
      '/forum?category=1',
    );
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Again');
    await user.type(within(dialog).getByRole('textbox', { name: /Content/ }), 'And again');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create post: You are posting too quickly. Please wait a few minutes and try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Again');
  });

  it('shows Manage Categories to admins only', async () => {
    renderForum({ forumPostsList: json(200, makePage([])) });
    await screen.findByRole('heading', { name: 'No posts yet' });
    expect(screen.queryByRole('button', { name: 'Manage Categories' })).toBeNull();
  });

  it('lets an admin add a category (colour #3B82F6 unless chosen) and edit one', async () => {
    const { requests, user } = renderForum(
      {
        forumPostsList: json(200, makePage([])),
        forumCategoriesCreate: [
          apiError(409, 'A category with this name already exists.'),
          json(201, makeCategory({ id: 3, name: 'Events' })),
        ],
        forumCategoriesUpdate: json(200, makeCategory({ id: 2, name: 'Swaps' })),
      },
      'ADMIN',
    );
    await user.click(await screen.findByRole('button', { name: 'Manage Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Categories' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Please enter a category name')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Category Name/ }), 'Trading');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create category: A category with this name already exists.',
    );
    const name = within(dialog).getByRole('textbox', { name: /Category Name/ });
    await user.clear(name);
    await user.type(name, 'Events');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    await screen.findByText('Category created successfully!');
    expect(requests.filter((r) => r.operation === 'forumCategoriesCreate').at(-1)?.body).toEqual({
      name: 'Events',
      description: '',
      color: '#3B82F6',
      icon: '',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Edit Trading' }));
    const edit = within(dialog).getByRole('form', { name: 'Edit Trading' });
    expect(within(edit).getByRole('textbox', { name: /Icon/ })).toHaveValue('🔄');
    const editName = within(edit).getByRole('textbox', { name: /Category Name/ });
    await user.clear(editName);
    await user.type(editName, 'Swaps');
    await user.click(within(edit).getByRole('button', { name: 'Save Category' }));
    await screen.findByText('Category updated successfully!');
    const update = requests.find((r) => r.operation === 'forumCategoriesUpdate');
    expect(update?.params).toEqual({ id: '2' });
    expect(update?.body).toMatchObject({ name: 'Swaps', color: '#10b981', icon: '🔄' });
  });

  it('asks before deleting a category, saying its posts go with it', async () => {
    const { requests, user } = renderForum(
      {
        forumPostsList: json(200, makePage([])),
        forumCategoriesRemove: [apiError(500, 'Boom'), new Response(null, { status: 204 })],
      },
      'ADMIN',
    );
    await user.click(await screen.findByRole('button', { name: 'Manage Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Categories' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Deck Building' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this category?');
    expect(confirm).toHaveTextContent('Its 2 posts and their comments will be deleted too.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'forumCategoriesRemove').map((r) => r.params)).toEqual([
      { id: '1' },
      { id: '1' },
    ]);
  });
});
