// Browser journey of the forum (spec 2 §2 'Forum', issue 11), against the production build: an admin sets up
// categories, two members post, comment, like and edit, the admin pins and moderates and finally deletes a
// category with its posts; script payloads posted as titles, content and comments show as text and no
// dialog ever opens. axe checks every screen, at desktop and phone width.
import type { Dialog, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, newApplicant, type NewUser } from './support/api';
import { loginViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { fitsTheScreen } from './support/layout';

skipWithoutChromium();

const ash = newApplicant('Ash', 'Ketchum');
const brock = newApplicant('Brock', 'Harrison');
const WANTED = 'Looking for Charizard ex';
const EXTRA = 'Spare energy to give away';
const SCRIPT_TITLE = '<script>alert("title")</script>';
const SCRIPT_CONTENT = [
  '**<img src=x onerror=alert("bold")>**',
  '<svg onload=alert("svg")><script>alert("inner")</script></svg>',
  '<a href="javascript:alert(\'link\')">Prize draw</a> javascript:alert("bare")',
  '<div onmouseover="alert(\'hover\')">hover me</div>',
].join('\n');
const SCRIPT_COMMENT = '__<img src=x onerror=alert("comment")>__ <iframe src="javascript:alert(1)"></iframe>';

/** Every alert, confirm or prompt a page opens: there must be none. */
function watchDialogs(page: Page): Dialog[] {
  const opened: Dialog[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog);
    void dialog.dismiss();
  });
  return opened;
}

async function signIn(page: Page, who: NewUser | { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await loginViaUi(page, who.email, who.password);
  await page.goto('/forum');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
}

const postCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

async function openPost(page: Page, title: string): Promise<void> {
  await postCard(page, title).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function newPost(page: Page, title: string, category: string, content: string): Promise<void> {
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('the forum, from its first category to a deleted one', () => {
  test.describe.configure({ mode: 'serial' });

  test('1. the admin adds the categories', async ({ page, request, e2e }, testInfo) => {
    const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
    await apiMember(request, admin, ash);
    await apiMember(request, admin, brock);
    const dialogs = watchDialogs(page);
    await signIn(page, admin);
    await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Post' })).toBeDisabled();

    await page.getByRole('button', { name: 'Manage Categories' }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Categories' });
    await manager.getByRole('button', { name: 'Add Category' }).click();
    await expect(manager.getByText('Please enter a category name')).toBeVisible();
    for (const [name, description, icon] of [
      ['General Chat', 'Anything club-related', '💬'],
      ['Trading', 'Haves and wants', '🔄'],
    ]) {
      await manager.getByRole('textbox', { name: 'Category Name' }).fill(name);
      await manager.getByRole('textbox', { name: 'Description' }).fill(description);
      await manager.getByRole('textbox', { name: 'Icon' }).fill(icon);
      await manager.getByRole('button', { name: 'Add Category' }).click();
      await expect(manager.getByRole('list', { name: 'Categories' })).toContainText(name);
    }
    await expectNoA11yViolations(page, 'forum category manager', testInfo);
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: '🔄 Trading' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page, 'empty forum', testInfo);
    expect(dialogs).toHaveLength(0);
  });

  test('2. Ash posts with markup, previewed as he types', async ({ page }, testInfo) => {
    const dialogs = watchDialogs(page);
    await signIn(page, ash);
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(WANTED);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: '🔄 Trading' }).click();
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill('I **really** want a *Charizard ex*.\n__Trades__ welcome');
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('really');
    await expect(preview.locator('em')).toHaveText('Charizard ex');
    await expect(preview.locator('u')).toHaveText('Trades');
    await expectNoA11yViolations(page, 'new-post modal with preview', testInfo);
    await dialog.getByRole('button', { name: 'Create Post' }).click();

    await expect(page.getByRole('heading', { level: 1, name: WANTED })).toBeVisible();
    await expect(page.getByText('Post created successfully!')).toBeVisible();
    const body = page.getByRole('region', { name: 'Post' });
    await expect(body.locator('strong')).toHaveText('really');
    await expect(body.locator('br')).toHaveCount(1);
    await expectNoA11yViolations(page, 'forum post', testInfo);

    await page.getByRole('link', { name: 'Back to Forum' }).click();
    await newPost(page, EXTRA, '💬 General Chat', 'Ten Basic Fire Energy, free to a good home.');
    expect(dialogs).toHaveLength(0);
  });

  test('3. Brock finds the post by a word of its content, likes it and comments', async ({
    page,
  }, testInfo) => {
    const dialogs = watchDialogs(page);
    await signIn(page, brock);
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('trade welc');
    await expect(postCard(page, WANTED)).toBeVisible();
    await expect(postCard(page, EXTRA)).toHaveCount(0);
    await openPost(page, WANTED);

    // Not his post: no Edit or Delete, and no Pin for a member.
    await expect(page.getByRole('button', { name: 'Edit Post' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Post' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pin Post' })).toHaveCount(0);

    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 like', { exact: true })).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('0 likes')).toBeVisible();
    await like.click();
    await expect(page.getByText('1 like', { exact: true })).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Please enter a comment')).toBeVisible();
    await box.fill('I have one! *Mint* condition.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(box).toHaveValue('');

    await page.getByRole('button', { name: 'Edit comment by Brock Harrison' }).click();
    await page.getByRole('textbox', { name: 'Edit comment' }).fill('I have one! *Near mint* condition.');
    await page.getByRole('button', { name: 'Save Comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await expect(comments.locator('em')).toHaveText('Near mint');
    await expect(comments).toContainText('(edited)');
    await expectNoA11yViolations(page, 'forum post with a comment', testInfo);
    expect(dialogs).toHaveLength(0);
  });

  test('4. Ash edits his post, cannot touch Brock’s comment, and deletes his other post', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, ash);
    await expect(postCard(page, WANTED)).toContainText('1 like');
    await expect(postCard(page, WANTED)).toContainText('1 comment');
    await openPost(page, WANTED);
    await expect(page.getByRole('button', { name: 'Edit comment by Brock Harrison' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete comment by Brock Harrison' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Post' });
    await editor.getByRole('textbox', { name: 'Title' }).fill(`${WANTED} (found!)`);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${WANTED} (found!)` })).toBeVisible();
    await expect(page.getByText('(edited)').first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to Forum' }).click();
    await openPost(page, EXTRA);
    await page.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post' });
    await expect(confirm).toContainText('Are you sure you want to delete this post?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await expect(postCard(page, EXTRA)).toHaveCount(0);
    expect(dialogs).toHaveLength(0);
  });

  test('5. script payloads in titles, content and comments show as text and nothing runs', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, brock);
    await newPost(page, SCRIPT_TITLE, '💬 General Chat', SCRIPT_CONTENT);
    const body = page.getByRole('region', { name: 'Post' });
    await expect(body.locator('strong')).toHaveText('<img src=x onerror=alert("bold")>');
    await expect(body).toContainText('<svg onload=alert("svg")>');
    await expect(body).toContainText('javascript:alert("bare")');
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(SCRIPT_COMMENT);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('list', { name: 'Comments' }).locator('u')).toHaveText(
      '<img src=x onerror=alert("comment")>',
    );
    await body.getByText('hover me', { exact: false }).hover();

    for (const where of ['post page', 'list']) {
      if (where === 'list') {
        await page.getByRole('link', { name: 'Back to Forum' }).click();
        await expect(postCard(page, SCRIPT_TITLE)).toBeVisible();
      }
      const main = page.getByRole('main');
      await expect(
        main.locator('img[src="x"], svg[onload], iframe, a[href^="javascript"], [onerror], [onmouseover]'),
      ).toHaveCount(0);
      await expect(main.locator('script')).toHaveCount(0);
    }
    await page.reload();
    await expect(postCard(page, SCRIPT_TITLE)).toBeVisible();
    expect(dialogs.map((dialog) => dialog.message())).toEqual([]);
  });

  test('6. the admin pins a post and removes a comment', async ({ page, e2e }, testInfo) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { email: e2e.adminEmail, password: e2e.adminPassword });
    const found = `${WANTED} (found!)`;
    // Newest first: the script post is above Ash's until his is pinned.
    const titles = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(SCRIPT_TITLE);
    await openPost(page, found);
    await page.getByRole('button', { name: 'Pin Post' }).click();
    await expect(page.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpin Post' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete comment by Brock Harrison' }).click();
    await page
      .getByRole('dialog', { name: 'Delete comment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Forum' }).click();
    await expect(titles.first()).toHaveText(found);
    await expect(postCard(page, found)).toContainText('Pinned');
    await expectNoA11yViolations(page, 'forum list with a pinned post', testInfo);
    expect(dialogs).toHaveLength(0);
  });

  test('7. the admin deletes the Trading category, and its posts go with it', async ({ page, e2e }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { email: e2e.adminEmail, password: e2e.adminPassword });
    const found = `${WANTED} (found!)`;
    await openPost(page, found);
    const address = page.url();
    await page.getByRole('link', { name: 'Back to Forum' }).click();

    await page.getByRole('button', { name: 'Manage Categories' }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Categories' });
    await manager.getByRole('button', { name: 'Delete Trading' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category' });
    await expect(confirm).toContainText('Are you sure you want to delete this category?');
    await expect(confirm).toContainText('Its 1 post and its comments will be deleted too.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(manager.getByRole('list', { name: 'Categories' })).not.toContainText('Trading');
    await manager.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('button', { name: '🔄 Trading' })).toHaveCount(0);
    await expect(postCard(page, found)).toHaveCount(0);
    await expect(postCard(page, SCRIPT_TITLE)).toBeVisible();
    await page.goto(address);
    await expect(page.getByText('Failed to load post')).toBeVisible();
    await expect(page).toHaveURL(/\/forum$/);
    expect(dialogs).toHaveLength(0);
  });
});

test.describe('the forum at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('lists, shows and writes posts within the screen', async ({ page, request, e2e }, testInfo) => {
    // Its own member, category and post, so it does not lean on the journey above.
    const misty = newApplicant('Misty', 'Waterflower');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, misty);
    const adminToken = await apiLogin(request, e2e.adminEmail, e2e.adminPassword);
    const category = await request.post('/api/forum/categories', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { name: `Phone ${Date.now()}`, icon: '📱' },
    });
    expect(category.status()).toBe(201);
    const memberToken = await apiLogin(request, misty.email, misty.password);
    const title = 'Water types for the league cup: Palafin or Kyogre?';
    const post = await request.post('/api/forum/posts', {
      headers: { Authorization: `Bearer ${memberToken}` },
      data: {
        title,
        content: 'Thinking **Palafin ex** with *Irida*.\nAny advice on a __long__ tournament day welcome.',
        categoryId: ((await category.json()) as { id: number }).id,
      },
    });
    expect(post.status()).toBe(201);

    const dialogs = watchDialogs(page);
    await signIn(page, misty);
    await expect(postCard(page, title)).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoA11yViolations(page, 'forum list at phone width', testInfo);

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expectNoA11yViolations(page, 'new-post modal at phone width', testInfo);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await openPost(page, title);
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoA11yViolations(page, 'forum post at phone width', testInfo);
    expect(dialogs).toHaveLength(0);
  });
});
