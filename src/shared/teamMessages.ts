import { formatMessage, type ErrorParams } from './errors';

/**
 * The message catalogue's part for the Team, Audit log and invitation pages (src/shared/messages.ts
 * holds the rest, in the same form): it loads with those screens only, so the strings every route
 * downloads with the chrome stay within the routes' size budgets (bench/bundles.ts).
 */
export const teamMessages = {
  invitationTitle: 'Welcome: choose your password',
  invitationIntro: 'You were invited to manage your organisation’s websites. Choose the password you will sign in with.',
  invitationAccept: 'Set password and sign in',
  invitationFailed: "Couldn't accept the invitation :( Please try again later.",
  teamIntro: 'The people who manage {client}, and what each may do. Changes apply on their next click; no one needs to sign in again.',
  teamOwnersOnly: 'Only the owners of your organisation can manage its team.',
  teamChangeFailed: "Couldn't change the team :( Please try again later.",
  teamInvited: 'Invitation sent. The link works once, for 7 days.',
  teamSaved: 'Team updated.',
  teamInviteTitle: 'Invite someone',
  teamName: 'Name (optional)',
  teamInvite: 'Send invitation',
  teamOwnerBox: 'Owner: may manage the team and read the audit log',
  teamOwner: 'Owner',
  teamInvitedTag: 'Invited',
  teamDisabledTag: 'Disabled',
  teamResend: 'Send a new link',
  teamEditRoles: 'Change roles',
  teamSaveRoles: 'Save roles',
  teamRolesSummary: '{count, plural, one {# role} other {# roles}}',
  teamDisable: 'Disable',
  teamEnable: 'Enable',
  teamDisableTitle: 'Disable {name}?',
  teamDisableBody:
    'They are signed out within seconds and cannot sign in until an owner enables them again. Their changes stay as they are.',
  teamEnableTitle: 'Enable {name} again?',
  teamWholeOrganisation: 'Whole organisation',
  teamWhere: 'Where',
  teamArea: 'Area',
  teamRole_viewer: 'Viewer',
  teamRole_maker: 'Maker',
  teamRole_checker: 'Checker',
  teamRoleBox: '{role} of {area} on {where}',
  auditOwnersOnly: 'Only the owners of your organisation can read its audit log.',
  auditIntro: 'Who did what, and from where: sign-ins, invitations, role changes, publishing, imports and restores. Newest first.',
  auditNone: 'Nothing recorded for this filter.',
  auditWhen: 'When',
  auditWho: 'Who',
  auditAction: 'Action',
  auditWhat: 'What',
  auditFrom: 'From',
  auditNobody: 'Unknown or operator',
  auditFromDate: 'From date',
  auditToDate: 'To date',
  auditNewer: 'Newer',
  auditOlder: 'Older',
  auditPage: 'Page {page} of {pages}',
};

export type TeamMessageKey = keyof typeof teamMessages;

export function tTeam(key: TeamMessageKey, params?: ErrorParams): string {
  return formatMessage(teamMessages[key], params);
}
