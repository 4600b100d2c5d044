import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type MockRoutes } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import {
  makeCategory,
  makeComment,
  makeDetail,
  makePost,
  MEMBER_ID,
  OTHER_ID,
} from '../../forum/test/fixtures';
import { ForumPostPage } from './ForumPostPage';

const noContent = () => new Response(null, { status: 204 });

function renderPost(api: MockRoutes, role: 'MEMBER' | 'ADMIN' = 'MEMBER', path = '/forum/7') {
  const mock = mockApi({ authRefresh: refreshAs(role), ...api });
  const utils = renderRoutes(
    [
      { path: '/forum/:postId', element: <ForumPostPage /> },
      { path: '/forum', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...mock, ...utils, user: userEvent.setup() };
}

describe('ForumPostPage', () => {
  it('shows the post with its markup, category, author, counts and comments oldest first', async () => {
    renderPost({
      forumPostsGet: json(
        200,
        makeDetail({ content: '**Big** news\n*today*', views: 5, likes: 2, isPinned: true }, [
          makeComment({ id: 1, content: 'First!' }),
          makeComment({ id: 2, content: 'Second', authorId: MEMBER_ID }),
        ]),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charizard ex for league night' }),
    ).toBeVisible();
    const body = screen.getByRole('region', { name: 'Post' });
    expect(within(body).getByText('Big').tagName).toBe('STRONG');
    expect(within(body).getByText('today').tagName).toBe('EM');
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.getByText('Deck Building')).toBeInTheDocument();
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    expect(screen.getByText('5 views')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const comments = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article');
    expect(comments.map((c) => within(c).getByText(/First!|Second/).textContent)).toEqual([
      'First!',
      'Second',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Forum' })).toHaveAttribute('href', '/forum');
  });

  it("says 'Failed to load post' and goes back to the forum", async () => {
    renderPost({ forumPostsGet: apiError(404, 'Post not found') });
    expect(await screen.findByText('Failed to load post')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/forum');
  });

  it('goes back to the forum for an address that is no post id', async () => {
    renderPost({}, 'MEMBER', '/forum/abc');
    expect(await screen.findByText('Failed to load post')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/forum');
  });

  it('likes and unlikes with one button, pressed while liked', async () => {
    const { requests, user } = renderPost({
      forumPostsGet: json(200, makeDetail({ authorId: OTHER_ID, likes: 1 })),
      forumPostsLike: [
        json(200, { liked: true, likes: 2 }),
        json(200, { liked: false, likes: 1 }),
        apiError(500, 'Boom'),
      ],
    });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('1 like')).toBeInTheDocument();
    await user.click(like);
    expect(await screen.findByText('Failed to toggle like')).toBeInTheDocument();
    // Identity comes from the token: the page sends no user id.
    expect(requests.filter((r) => r.operation === 'forumPostsLike').map((r) => r.body)).toEqual([{}, {}, {}]);
  });

  it('offers Edit and Delete to the author only: another member sees neither, nor Pin', async () => {
    renderPost({ forumPostsGet: json(200, makeDetail({ authorId: OTHER_ID })) });
    await screen.findByRole('button', { name: 'Like' });
    expect(screen.queryByRole('button', { name: 'Edit Post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin Post' })).toBeNull();
  });

  it("offers an admin Pin, Edit and Delete on anyone's post", async () => {
    renderPost({ forumPostsGet: json(200, makeDetail({ authorId: OTHER_ID })) }, 'ADMIN');
    expect(await screen.findByRole('button', { name: 'Pin Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Post' })).toBeInTheDocument();
  });

  it('lets an admin pin and unpin a post', async () => {
    const { requests, user } = renderPost(
      {
        forumPostsGet: json(200, makeDetail({ authorId: MEMBER_ID })),
        forumPostsPin: [json(200, makePost({ isPinned: true })), apiError(500, 'Boom')],
      },
      'ADMIN',
    );
    await user.click(await screen.findByRole('button', { name: 'Pin Post' }));
    expect(await screen.findByText('Post pinned')).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpin Post' }));
    expect(await screen.findByText('Failed to unpin post')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'forumPostsPin').map((r) => r.body)).toEqual([
      { isPinned: true },
      { isPinned: false },
    ]);
  });

  it('edits the post in the editor, saying why when the server refuses', async () => {
    const { requests, user } = renderPost({
      forumPostsGet: json(200, makeDetail({ authorId: MEMBER_ID })),
      forumCategoriesList: json(200, [makeCategory(), makeCategory({ id: 2, name: 'Trading' })]),
      forumPostsUpdate: [
        apiError(403, 'You can only edit your own posts.'),
        json(200, makePost({ title: 'Better title', editedAt: '2026-03-02T10:00:00.000Z' })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Charizard ex for league night');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(title, 'Better title');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Failed to update post: You can only edit your own posts.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Better title' })).toBeInTheDocument();
    expect(screen.getByText('Post updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'forumPostsUpdate').at(-1)?.body).toEqual({
      title: 'Better title',
      content: 'Looking for **advice**.',
      categoryId: 1,
    });
  });

  it('asks before deleting the post, then goes back to the forum', async () => {
    const { user } = renderPost({
      forumPostsGet: json(200, makeDetail({ authorId: MEMBER_ID })),
      forumPostsRemove: [apiError(500, 'Boom'), noContent()],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Post' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Post' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/forum');
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
  });

  it("adds a comment, with 'Please enter a comment' when blank and the 1000-character limit", async () => {
    const { requests, user } = renderPost({
      forumPostsGet: json(200, makeDetail({ authorId: OTHER_ID })),
      forumCommentsCreate: [
        apiError(500, 'Boom'),
        json(201, makeComment({ id: 50, content: 'Count me **in**', authorId: MEMBER_ID })),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    await user.click(box);
    await user.paste('y'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment must be at most 1000 characters long.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Count me **in**');
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('in').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(box).toHaveValue('Count me **in**');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(requests.filter((r) => r.operation === 'forumCommentsCreate').at(-1)?.body).toEqual({
      content: 'Count me **in**',
      postId: 7,
    });
  });

  it('edits a comment in place and deletes one after asking', async () => {
    const { user } = renderPost({
      forumPostsGet: json(
        200,
        makeDetail({ authorId: OTHER_ID }, [
          makeComment({ id: 1, content: 'Mine', authorId: MEMBER_ID }),
          makeComment({ id: 2, content: 'Theirs', authorId: OTHER_ID }),
        ]),
      ),
      forumCommentsUpdate: [
        apiError(500, 'Boom'),
        json(
          200,
          makeComment({
            id: 1,
            content: 'Mine, *edited*',
            authorId: MEMBER_ID,
            editedAt: '2026-03-02T10:00:00.000Z',
          }),
        ),
      ],
      forumCommentsRemove: [apiError(500, 'Boom'), noContent()],
    });
    await screen.findByRole('heading', { name: 'Comments (2)' });
    // Only the member's own comment can be changed.
    expect(screen.getAllByRole('button', { name: /^Edit comment by/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit comment by Ash Ketchum' }));
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    await user.type(editor, 'Mine, *edited*');
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByText('Failed to update comment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByText('edited')).toHaveProperty('tagName', 'EM');
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit comment by Ash Ketchum' });
    expect(edit).toHaveFocus();
    // Escape leaves an edit unsaved, and the keyboard where it was.
    await user.click(edit);
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), ' and more');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
    expect(screen.queryByText(/and more/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit comment by Ash Ketchum' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete comment by Ash Ketchum' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this comment?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Mine,')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments (1)' })).toHaveFocus());
  });

  it('lets an admin change any comment', async () => {
    renderPost(
      { forumPostsGet: json(200, makeDetail({ authorId: OTHER_ID }, [makeComment({ authorId: OTHER_ID })])) },
      'ADMIN',
    );
    expect(await screen.findByRole('button', { name: 'Edit comment by Brock Harrison' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete comment by Brock Harrison' })).toBeInTheDocument();
  });
});
