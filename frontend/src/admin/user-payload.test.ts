import { describe, expect, it } from 'vitest';
import { toUserCreatePayload, toUserUpdatePayload } from './user-payload';

const record = {
  id: 7,
  email: 'ash@example.com',
  role: 'MEMBER' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
  approvedAt: null,
  profile: {
    firstName: 'Ash',
    lastName: 'Ketchum',
    avatar: 25,
    avatarUrl: 'https://img.example/25.png',
    bio: null,
    location: 'Pallet Town',
  },
};

describe('toUserCreatePayload', () => {
  it('flattens the form into the DTO keys only', () => {
    expect(
      toUserCreatePayload({
        email: ' misty@example.com ',
        password: 'secret1',
        role: 'ADMIN',
        profile: { firstName: 'Misty', lastName: 'Waterflower', avatar: 121 },
      }),
    ).toEqual({
      email: 'misty@example.com',
      password: 'secret1',
      role: 'ADMIN',
      firstName: 'Misty',
      lastName: 'Waterflower',
      avatar: 121,
    });
  });

  it('drops ids, dates and the nested profile of a record', () => {
    const payload = toUserCreatePayload(record);
    expect(Object.keys(payload).sort()).toEqual([
      'avatar',
      'email',
      'firstName',
      'lastName',
      'location',
      'role',
    ]);
  });
});

describe('toUserUpdatePayload', () => {
  it('sends only the changed fields, flat', () => {
    const values = { ...record, role: 'ADMIN' as const, profile: { ...record.profile, lastName: 'Satoshi' } };
    expect(toUserUpdatePayload(values, record)).toEqual({ role: 'ADMIN', lastName: 'Satoshi' });
  });

  it('never sends a password, and sends nothing when nothing changed', () => {
    expect(toUserUpdatePayload({ ...record, password: 'x' }, record)).toEqual({});
  });

  it('without the previous record sends every filled field', () => {
    expect(toUserUpdatePayload(record)).toEqual({
      email: 'ash@example.com',
      role: 'MEMBER',
      firstName: 'Ash',
      lastName: 'Ketchum',
      avatar: 25,
      location: 'Pallet Town',
    });
  });
});
