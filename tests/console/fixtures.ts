import type { ClientInfo, Website } from '../../src/console/api/types';
import type { UseCase } from '../../src/shared/rules/types';

type Pending = Partial<Record<'ENTITY' | 'PAGE' | 'FORM' | 'SPEAKERS', boolean>>;

export function client(pending: Pending = {}): ClientInfo {
  const all = { ENTITY: true, PAGE: true, FORM: true, SPEAKERS: true };
  return {
    client_id: 1,
    client_full_name: 'Demo Academy & Events',
    isViewer: all,
    isMaker: all,
    isChecker: all,
    hasPendingBlocks: { ENTITY: false, PAGE: false, FORM: pending.FORM ?? false, SPEAKERS: pending.SPEAKERS ?? false },
    settings: { four_eyes: true },
  };
}

export function website(id: number, useCase: UseCase, name: string, extra: { pending?: Pending; settings?: string } = {}): Website {
  const both = { ENTITY: true, PAGE: true };
  return {
    website_id: id,
    website_name: name.toLowerCase().replace(/\s+/g, '-'),
    website_domain: `${name.toLowerCase().replace(/\s+/g, '')}.example.org`,
    usecase_relation: { usecase_code: useCase },
    isViewer: both,
    isMaker: both,
    isChecker: both,
    hasPendingBlocks: { ENTITY: extra.pending?.ENTITY ?? false, PAGE: extra.pending?.PAGE ?? false },
    ic_website_env: { wenv_locale_used: false },
    d_i_websitemacro: {
      websitemacro_display_name: name,
      websitemacro_display_setting_values: extra.settings ?? null,
      websitemacro_header_links: [],
      websitemacro_footer_links: [],
    },
  };
}

/** Demo order of the server: EDU, EVT, SPC, HAF. */
export const demoWebsites = (): Website[] => [
  website(11, 'EDU', 'Demo Academy'),
  website(12, 'EVT', 'Demo Summit'),
  website(13, 'SPC', 'Demo Campaign'),
  website(14, 'HAF', 'Demo Fitness'),
];
