import { ENTITY_KIND_TABS, type Area } from '../../shared/enums';
import { areaDefinition } from '../../shared/areas';
import { ROUTES } from '../../shared/rules/routes';

/** /check/<tab>/pending-entities: the tab names are docs/product.md §3's (entities, pages, forms, speakers-list). */
const REVIEW_PATH = /^\/check\/([^/]+)\/pending-entities(?:\/|$)/;

/** The asset area a Pending Review path shows; undefined for any other path. */
export function reviewAreaOf(pathname: string): Area | undefined {
  const tab = REVIEW_PATH.exec(pathname)?.[1];
  if (tab === undefined) return undefined;
  return (Object.keys(ENTITY_KIND_TABS) as Area[]).find((area) => ENTITY_KIND_TABS[area] === tab);
}

/** docs/product.md §6/§7: forms and people belong to the client; entities and pages to one website. */
export function isClientWide(area: Area): boolean {
  return areaDefinition(area).scope === 'client';
}

// A type alias, not an interface, so it can be passed where query parameters (an index signature) are expected.
export type ReviewParams = {
  client_id: string | number;
  website_id?: string | number;
  asset_type_name: Area;
};

/**
 * The scope of GET /vcs/blocks, publish and reset (docs/product.md §7: website_id unless independent).
 * null when a website-scoped area has no active website: there is nothing to ask for.
 */
export function reviewParams(area: Area, clientId: string | number, websiteId: string | number | undefined): ReviewParams | null {
  if (isClientWide(area)) return { client_id: clientId, asset_type_name: area };
  if (websiteId === undefined) return null;
  return { client_id: clientId, website_id: websiteId, asset_type_name: area };
}

/** The area's name as the Pending Review sidebar shows it (Entities, Content & Images, Forms, People). */
export function reviewAreaLabel(area: Area): string {
  return areaDefinition(area).pendingLabel;
}

/** Where the empty state's "back to the area" link goes: the area's own working page. */
export function areaHome(area: Area, landing: string): string {
  switch (area) {
    case 'ENTITY':
      return landing;
    case 'PAGE':
      return ROUTES.editWebsite;
    case 'FORM':
      return ROUTES.genericForms;
    case 'SPEAKERS':
      return ROUTES.people;
  }
}
