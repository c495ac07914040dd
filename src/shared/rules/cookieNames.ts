/** docs/product.md §9: cookies auth, userId, activeWebsiteId; each prefixed dev_ outside production. */
export interface CookieNames {
  auth: string;
  userId: string;
  activeWebsiteId: string;
}

export function cookieNames(production: boolean): CookieNames {
  const prefix = production ? '' : 'dev_';
  return { auth: `${prefix}auth`, userId: `${prefix}userId`, activeWebsiteId: `${prefix}activeWebsiteId` };
}
