import type { ReactNode } from 'react';
import { t } from '../../../shared/messages';
import { Link, type To } from 'react-router-dom';
import { InlineAlert } from '../../common/InlineAlert';
import { useQuery } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { useApi } from '../../api/ApiContext';
import { useScope } from '../../common/ScopeContext';
import { useSwitchTo } from './useSwitchTo';
import { Loading } from '../components/Loading';

interface RecordNotFoundProps {
  decl: Declaration;
  id: string;
  /** What to show when no other website holds it either; by default "not found" with a retry. */
  fallback?: ReactNode;
  /** Where the page's back link leads (its list): asking again for a missing record finds nothing more. */
  backTo?: To;
}

/**
 * A record missing from the active website. When another of the user's websites holds it (a link
 * shared from there, a bookmark, the command palette), the server says which, and the console
 * switches to it, staying on the same address; otherwise it is simply not found.
 */
export function RecordNotFound({ decl, id, fallback, backTo }: RecordNotFoundProps) {
  const api = useApi();
  const { clientId, website } = useScope();
  const locatable = decl.scope === 'website' && /^[1-9][0-9]*$/.test(id);
  const located = useQuery({
    queryKey: ['client', clientId, 'record-website', decl.kind, id],
    enabled: locatable,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ website_id: number; website_name: string }>('/api/client/record_website', {
          query: { client_id: clientId, kind: decl.kind, id },
          signal,
        })
      ).data,
  });
  const other = located.data && String(located.data.website_id) !== String(website?.website_id) ? located.data : undefined;
  // The address carries the website: it opens there, after the switch (issue 33 item 3).
  useSwitchTo(other);
  if ((locatable && located.isPending) || other) return <Loading />;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <InlineAlert
      type="error"
      title={t('editNotFound', { what: decl.label.one, id })}
      action={backTo && <Link to={backTo}>{t('editBack', { what: decl.label.many })}</Link>}
    />
  );
}
