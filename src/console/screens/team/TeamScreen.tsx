import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Flex, Input, Tag } from 'antd';
import { t } from '../../../shared/messages';
import { tTeam } from '../../../shared/teamMessages';
import { useMe } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useScope } from '../../common/ScopeContext';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import { confirm } from '../../state/confirmStore';
import { RolesGrid } from './RolesGrid';
import { noRoles, type Roles } from './roles';
import { useTeam, type Member } from './teamApi';

/**
 * /team (owners): the organisation's users with their roles per website and area, as docs/product.md
 * §6 has them; owners invite (or send a new link), change roles and ownership, disable and enable.
 * The server decides everything (src/server/team/routes.ts); this page only says it.
 */
export function TeamScreen() {
  const scope = useScope();
  const me = useMe();
  const { team, invite, update, toggle } = useTeam(scope.clientId, me.data?.owner === true);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [owner, setOwner] = useState(false);
  const [roles, setRoles] = useState<Roles>(noRoles());
  const [editing, setEditing] = useState<{ user: number; owner: boolean; roles: Roles } | null>(null);

  if (me.data && !me.data.owner) return <Notice status="info" title={tTeam('teamOwnersOnly')} />;
  const sendInvite = async (event: FormEvent) => {
    event.preventDefault();
    await invite.mutateAsync({ email: email.trim(), name: name.trim() || undefined, owner, roles }).then(
      () => (setEmail(''), setName(''), setOwner(false), setRoles(noRoles())),
      () => undefined,
    );
  };
  const askToggle = async (user: Member) => {
    const ok = await confirm({
      title: tTeam(user.disabled ? 'teamEnableTitle' : 'teamDisableTitle', { name: user.name }),
      content: user.disabled ? undefined : tTeam('teamDisableBody'),
      okText: tTeam(user.disabled ? 'teamEnable' : 'teamDisable'),
      danger: !user.disabled,
    });
    if (ok) toggle.mutate(user);
  };

  let list;
  if (team.isPending) list = <LoadingScreen />;
  else if (team.isError) list = <Notice status="error" title={errorMessage(team.error, t('fetchFailed', { what: t('teamTitle') }))} />;
  else
    list = team.data.map((user) => (
      <Panel
        key={user.user_id}
        small
        data-testid={`member-${user.user_id}`}
        style={{ marginBottom: 12 }}
        title={
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{user.name}</Typography.Text>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
            {user.owner && <Tag color="blue">{tTeam('teamOwner')}</Tag>}
            {user.invited && <Tag>{tTeam('teamInvitedTag')}</Tag>}
            {user.disabled && <Tag color="red">{tTeam('teamDisabledTag')}</Tag>}
          </Flex>
        }
        extra={
          <Flex gap={8} wrap>
            {user.invited && !user.disabled && (
              <Button size="small" onClick={() => invite.mutate({ email: user.email, owner: user.owner, roles: user.roles })}>
                {tTeam('teamResend')}
              </Button>
            )}
            <Button
              size="small"
              onClick={() => setEditing({ user: user.user_id, owner: user.owner, roles: user.roles })}
              aria-label={`${tTeam('teamEditRoles')} ${user.name}`}
            >
              {tTeam('teamEditRoles')}
            </Button>
            <Button
              size="small"
              danger={!user.disabled}
              onClick={() => void askToggle(user)}
              aria-label={`${tTeam(user.disabled ? 'teamEnable' : 'teamDisable')} ${user.name}`}
            >
              {tTeam(user.disabled ? 'teamEnable' : 'teamDisable')}
            </Button>
          </Flex>
        }
      >
        {editing?.user === user.user_id ? (
          <>
            <Checkbox
              checked={editing.owner}
              onChange={(e) => setEditing({ ...editing, owner: e.target.checked })}
              style={{ marginBottom: 8 }}
            >
              {tTeam('teamOwnerBox')}
            </Checkbox>
            <RolesGrid
              id={String(user.user_id)}
              roles={editing.roles}
              websites={scope.websites}
              onChange={(next) => setEditing({ ...editing, roles: next })}
            />
            <Flex gap={8} style={{ marginTop: 8 }}>
              <Button
                type="primary"
                loading={update.isPending}
                onClick={() =>
                  void update.mutateAsync({ user, owner: editing.owner, roles: editing.roles }).then(
                    () => setEditing(null),
                    () => undefined,
                  )
                }
              >
                {tTeam('teamSaveRoles')}
              </Button>
              <Button onClick={() => setEditing(null)}>{t('confirmCancel')}</Button>
            </Flex>
          </>
        ) : (
          <Typography.Text type="secondary">{tTeam('teamRolesSummary', { count: countRoles(user.roles) })}</Typography.Text>
        )}
      </Panel>
    ));

  return (
    <div data-testid="team">
      <header style={{ marginBottom: 16 }}>
        <PageTitle>{t('teamTitle')}</PageTitle>
        <Typography.Text type="secondary">{tTeam('teamIntro', { client: scope.client.client_full_name })}</Typography.Text>
      </header>
      <Panel title={tTeam('teamInviteTitle')} style={{ marginBottom: 24 }}>
        <form onSubmit={(e) => void sendInvite(e)} aria-label={tTeam('teamInviteTitle')}>
          <Flex wrap gap={12} style={{ marginBottom: 12 }}>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 240px' }}>
              {t('email')}
              <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
            </label>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 200px' }}>
              {tTeam('teamName')}
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            </label>
          </Flex>
          <Checkbox checked={owner} onChange={(e) => setOwner(e.target.checked)} style={{ marginBottom: 8 }}>
            {tTeam('teamOwnerBox')}
          </Checkbox>
          <RolesGrid id="new" roles={roles} websites={scope.websites} onChange={setRoles} />
          <Button type="primary" htmlType="submit" loading={invite.isPending} disabled={email.trim() === ''} style={{ marginTop: 12 }}>
            {tTeam('teamInvite')}
          </Button>
        </form>
      </Panel>
      {list}
    </div>
  );
}

const countRoles = (roles: Roles) =>
  [...Object.values(roles.websites).flatMap((a) => Object.values(a)), ...Object.values(roles.client)].reduce(
    (n, list) => n + (list?.length ?? 0),
    0,
  );
