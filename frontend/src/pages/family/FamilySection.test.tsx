import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { makeFamilyMember } from '../events/test/event-fixtures';
import { ProfilePage } from '../profile/ProfilePage';

const lily = makeFamilyMember(7, 'Lily', 9);

async function renderFamily(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ authRefresh: refreshAs('MEMBER'), ...routes });
  renderAt('/profile', <ProfilePage />);
  const section = await screen.findByRole('region', { name: 'Family Members' });
  return { ...api, section, user: userEvent.setup() };
}

describe('Family members on the profile', () => {
  it('asks for both fields, then a valid age, before calling the server', async () => {
    const { section, user, requests } = await renderFamily({ familyList: json(200, []) });
    expect(await within(section).findByText(/No family members added yet/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Lily');
    await user.type(within(dialog).getByLabelText(/^Age/), '121');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid age');
    expect(requests.filter((r) => r.operation === 'familyCreate')).toHaveLength(0);
  });

  it('adds a family member and lists them', async () => {
    const { section, user, requests } = await renderFamily({
      familyList: [json(200, []), json(200, [lily])],
      familyCreate: json(201, lily),
    });
    await user.click(await within(section).findByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    await user.type(within(dialog).getByLabelText(/^Name/), ' Lily ');
    await user.type(within(dialog).getByLabelText(/^Age/), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Family member added successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'familyCreate')?.body).toEqual({ name: 'Lily', age: 9 });
    expect(await within(section).findByText('Lily')).toBeInTheDocument();
    expect(within(section).getByText('Age 9')).toBeInTheDocument();
  });

  it('sends the Player ID and date of birth when given, the year taken from the date', async () => {
    const { section, user, requests } = await renderFamily({
      familyList: [json(200, []), json(200, [lily])],
      familyCreate: json(201, lily),
    });
    await user.click(await within(section).findByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Lily');
    await user.type(within(dialog).getByLabelText(/^Age/), '9');
    await user.type(within(dialog).getByLabelText(/^Play! Pokémon Player ID/), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid Player ID');
    await user.clear(within(dialog).getByLabelText(/^Play! Pokémon Player ID/));
    await user.type(within(dialog).getByLabelText(/^Play! Pokémon Player ID/), '5152458');
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '2016-04-02');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Family member added successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'familyCreate')?.body).toEqual({
      name: 'Lily',
      age: 9,
      birthYear: 2016,
      birthDate: '2016-04-02',
      playerId: '5152458',
    });
  });

  it("edits a family member, showing the server's message when saving fails", async () => {
    const { section, user, requests } = await renderFamily({
      familyList: json(200, [lily]),
      familyUpdate: [apiError(400, 'Please enter a valid age'), json(200, { ...lily, age: 10 })],
    });
    await user.click(await within(section).findByRole('button', { name: 'Edit Lily' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    expect(within(dialog).getByLabelText(/^Age/)).toHaveValue(9);
    await user.clear(within(dialog).getByLabelText(/^Age/));
    await user.type(within(dialog).getByLabelText(/^Age/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid age')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Family Member' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Family member updated successfully')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'familyUpdate')[1]).toMatchObject({
      method: 'PUT',
      params: { id: '7' },
      body: { name: 'Lily', age: 10 },
    });
  });

  it('deletes a family member only after the confirmation', async () => {
    const { section, user, requests } = await renderFamily({
      familyList: [json(200, [lily]), json(200, [])],
      familyRemove: json(200, lily),
    });
    await user.click(await within(section).findByRole('button', { name: 'Delete Lily' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lily?' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this family member?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.operation === 'familyRemove')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Delete Lily' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Lily?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Family member deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Lily')).not.toBeInTheDocument());
    // The button that opened the dialog went with Lily; the keyboard lands on the section, not the page's top.
    await waitFor(() => expect(within(section).getByRole('heading')).toHaveFocus());
  });

  it("says 'Failed to delete family member' when the server cannot be reached", async () => {
    const { section, user } = await renderFamily({
      familyList: json(200, [lily]),
      familyRemove: new TypeError('Failed to fetch'),
    });
    await user.click(await within(section).findByRole('button', { name: 'Delete Lily' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Lily?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete family member')).toBeInTheDocument();
  });
});
