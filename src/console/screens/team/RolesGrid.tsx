import { Checkbox, theme } from 'antd';
import { areaDefinition, CLIENT_AREAS, WEBSITE_AREAS } from '../../../shared/areas';
import { tTeam } from '../../../shared/teamMessages';
import { websiteLabel, type Website } from '../../api/types';
import { holds, ROLE_NAMES, withRole, type Roles } from './roles';

interface RolesGridProps {
  roles: Roles;
  websites: Website[];
  onChange: (roles: Roles) => void;
  /** A prefix for the boxes' ids, so two grids on one page stay apart. */
  id: string;
}

/**
 * Roles per website × area (entities, pages) and per client area (forms, people), as
 * docs/product.md §6 has them: one box per role, each named for a screen reader in full.
 */
export function RolesGrid({ roles, websites, onChange, id }: RolesGridProps) {
  const { token } = theme.useToken();
  const rows = [
    ...websites.flatMap((w) => WEBSITE_AREAS.map((area) => ({ site: String(w.website_id), where: websiteLabel(w), area }))),
    ...CLIENT_AREAS.map((area) => ({ site: null, where: tTeam('teamWholeOrganisation'), area })),
  ];
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${token.colorSplit}`, textAlign: 'left' as const };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }} data-testid={`roles-${id}`}>
      <thead>
        <tr>
          <th style={cell}>{tTeam('teamWhere')}</th>
          <th style={cell}>{tTeam('teamArea')}</th>
          {ROLE_NAMES.map((r) => (
            <th key={r} style={cell}>
              {tTeam(`teamRole_${r}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ site, where, area }) => {
          const label = areaDefinition(area).pendingLabel;
          return (
            <tr key={`${site ?? 'client'}-${area}`}>
              <td style={cell}>{where}</td>
              <td style={cell}>{label}</td>
              {ROLE_NAMES.map((role) => (
                <td key={role} style={cell}>
                  <Checkbox
                    checked={holds(roles, site, area, role)}
                    onChange={(e) => onChange(withRole(roles, site, area, role, e.target.checked))}
                    aria-label={tTeam('teamRoleBox', { role: tTeam(`teamRole_${role}`), area: label, where })}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
