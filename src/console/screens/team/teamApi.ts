import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tTeam } from '../../../shared/teamMessages';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import type { Id } from '../../api/types';
import { flash } from '../../state/flashStore';
import type { Roles } from './roles';

/** A user of the client as GET /api/cms/team answers. */
export interface Member {
  user_id: number;
  email: string;
  name: string;
  owner: boolean;
  disabled: boolean;
  invited: boolean;
  roles: Roles;
}

export const teamKey = (clientId: Id) => ['team', clientId] as const;

/** The team (for an owner), and the owners' changes to it; every change says how it went and refreshes the list. */
export function useTeam(clientId: Id, owner: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const team = useQuery({
    // Asked only of an owner: anyone else would be refused, and their page says so without asking.
    enabled: owner,
    queryKey: teamKey(clientId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Member[]>('/api/cms/team', {
          query: { client_id: clientId },
          signal,
          fallback: t('fetchFailed', { what: t('teamTitle') }),
        })
      ).data ?? [],
  });
  const after = (done: string) => ({
    onSuccess: () => flash.success(done),
    onError: (err: unknown) => flash.danger(errorMessage(err, tTeam('teamChangeFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey(clientId) }),
  });
  const query = { client_id: clientId };
  const invite = useMutation({
    mutationFn: (body: { email: string; name?: string; owner: boolean; roles: Roles }) =>
      api.post('/api/cms/team/invitations', body, { query, fallback: tTeam('teamChangeFailed') }),
    ...after(tTeam('teamInvited')),
  });
  const update = useMutation({
    mutationFn: ({ user, owner, roles }: { user: Member; owner: boolean; roles: Roles }) =>
      api.put(`/api/cms/team/users/${user.user_id}`, { owner, roles }, { query, fallback: tTeam('teamChangeFailed') }),
    ...after(tTeam('teamSaved')),
  });
  const toggle = useMutation({
    mutationFn: (user: Member) =>
      api.post(`/api/cms/team/users/${user.user_id}/${user.disabled ? 'enable' : 'disable'}`, undefined, {
        query,
        fallback: tTeam('teamChangeFailed'),
      }),
    ...after(tTeam('teamSaved')),
  });
  return { team, invite, update, toggle };
}
