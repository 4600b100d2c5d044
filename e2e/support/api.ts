import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Shapes from docs/api-contract.md. */
export interface UserDto {
  id: number;
  email: string;
  role: 'ADMIN' | 'MEMBER' | 'PENDING';
  profile: { firstName: string; lastName: string; avatar: number };
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  avatar?: number;
}

let counter = 0;
/** A fresh applicant with a unique e-mail address. */
export function newApplicant(firstName: string, lastName: string): NewUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${tag}@e2e.test`.toLowerCase(),
    password: `Tcg-${tag}-pw`,
  };
}

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: HTTP ${res.status()} ${await res.text().catch(() => '')}`).toBeTruthy();
  return res;
}

export async function apiSignup(request: APIRequestContext, user: NewUser): Promise<void> {
  await ok(
    await request.post('/api/auth/signup', { data: { avatar: 25, ...user } }),
    `sign up ${user.email}`,
  );
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await ok(
    await request.post('/api/auth/login', { data: { email, password } }),
    `log in ${email}`,
  );
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
}

export async function apiUsers(request: APIRequestContext, adminToken: string): Promise<UserDto[]> {
  const res = await ok(
    await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${adminToken}` } }),
    'list users',
  );
  return (await res.json()) as UserDto[];
}

export async function apiFindUser(
  request: APIRequestContext,
  adminToken: string,
  email: string,
): Promise<UserDto> {
  const user = (await apiUsers(request, adminToken)).find(
    (u) => u.email.toLowerCase() === email.toLowerCase(),
  );
  expect(user, `user ${email} exists`).toBeTruthy();
  return user!;
}

export async function apiApprove(
  request: APIRequestContext,
  adminToken: string,
  email: string,
): Promise<void> {
  const user = await apiFindUser(request, adminToken, email);
  await ok(
    await request.put(`/api/admin/users/${user.id}/approve`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    }),
    `approve ${email}`,
  );
}

/** A member account made through the API (sign-up, then approval by the admin). */
export async function apiMember(
  request: APIRequestContext,
  admin: { email: string; password: string },
  user: NewUser,
): Promise<void> {
  await apiSignup(request, user);
  const token = await apiLogin(request, admin.email, admin.password);
  await apiApprove(request, token, user.email);
}

/** The headers of a call made with an access token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The JSON of an answer that must have succeeded; `what` names the step when it did not. */
export async function body<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}
