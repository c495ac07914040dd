import type { ReactNode } from 'react';
import type { Declaration } from '../../../shared/registry';
import { kindFitsUseCase } from '../../../shared/rules/useCaseFit';
import { useScope } from '../../common/ScopeContext';
import { websiteLabel } from '../../api/types';
import { Loading } from '../components/Loading';
import { useSwitchTo } from './useSwitchTo';

interface KindOnOtherWebsiteProps {
  decl: Declaration;
  /** What to show when none of the user's websites has the kind. */
  fallback: ReactNode;
}

/**
 * A list or a new record of a kind the active website's use case does not have (the speakers of an
 * event, opened on an academy): the first of the user's websites that has it becomes the active
 * one, and the page opens there. Only when none has it is the address a page that does not exist.
 */
export function KindOnOtherWebsite({ decl, fallback }: KindOnOtherWebsiteProps) {
  const { websites } = useScope();
  const fit = websites.find((w) => {
    const useCase = w.usecase_relation?.usecase_code;
    return useCase !== undefined && kindFitsUseCase(decl, useCase);
  });
  useSwitchTo(fit ? { website_id: fit.website_id, website_name: websiteLabel(fit) } : undefined);
  return fit ? <Loading /> : <>{fallback}</>;
}
