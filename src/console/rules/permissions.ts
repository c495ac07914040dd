import type { AreaFlags, AssetArea } from '../../shared/rules/types';

type FlagMap = Partial<Record<AssetArea, boolean>> | undefined;

export interface FlagSource {
  isViewer?: FlagMap;
  isMaker?: FlagMap;
  isChecker?: FlagMap;
  hasPendingBlocks?: FlagMap;
}

export interface RoleFlags {
  isViewer: AreaFlags;
  isMaker: AreaFlags;
  isChecker: AreaFlags;
  hasPendingBlocks: AreaFlags;
}

/** docs/product.md §6: entities and pages take their flags from the active website, forms and people from the client. */
function split(website: FlagMap, client: FlagMap): AreaFlags {
  return {
    ENTITY: website?.ENTITY === true,
    PAGE: website?.PAGE === true,
    FORM: client?.FORM === true,
    SPEAKERS: client?.SPEAKERS === true,
  };
}

export function roleFlags(client: FlagSource | undefined, website: FlagSource | undefined): RoleFlags {
  return {
    isViewer: split(website?.isViewer, client?.isViewer),
    isMaker: split(website?.isMaker, client?.isMaker),
    isChecker: split(website?.isChecker, client?.isChecker),
    hasPendingBlocks: split(website?.hasPendingBlocks, client?.hasPendingBlocks),
  };
}
