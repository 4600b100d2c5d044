import { useQuery } from '@tanstack/react-query';
import { adminFamilyList } from '../../api/generated/sdk.gen';
import { adminCall } from '../api-call';

/** Every member's family members, as choices 'Lily (Ash Ketchum's family, age 9)'. */
export function useFamilyChoices() {
  const family = useQuery({
    queryKey: ['admin', 'family-members'],
    queryFn: () => adminCall(adminFamilyList()),
  });
  const choices = (family.data ?? []).map((member) => ({
    id: member.id,
    name: `${member.name} (${member.owner.profile.firstName} ${member.owner.profile.lastName}'s family, age ${member.age})`,
  }));
  return { choices, isPending: family.isPending };
}
