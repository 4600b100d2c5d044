import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familyCreateMutation,
  familyListOptions,
  familyListQueryKey,
  familyRemoveMutation,
  familyUpdateMutation,
} from '../../api/generated/@tanstack/react-query.gen';

/**
 * The signed-in member's family members and the calls that change them. After a change the list is
 * read again (the events page's family dialog reads the same list).
 */
export function useFamily(enabled = true) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...familyListOptions(), enabled });
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyListQueryKey() });
  const create = useMutation({ ...familyCreateMutation(), onSuccess: refresh });
  const update = useMutation({ ...familyUpdateMutation(), onSuccess: refresh });
  const remove = useMutation({ ...familyRemoveMutation(), onSuccess: refresh });
  return { list, create, update, remove };
}
