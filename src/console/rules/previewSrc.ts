/** A website id as the console holds it (number or numeric string). */
type Id = string | number;

/**
 * The server's preview of a page (src/server/preview/routes.ts): `/preview/<website_id><page_full_url>`,
 * same-origin HTML from the working copy with drafts marked, so the console may frame it.
 */
export function previewSrc(websiteId: Id, pageFullUrl: string): string {
  const path = pageFullUrl.startsWith('/') ? pageFullUrl : `/${pageFullUrl}`;
  return `/preview/${encodeURIComponent(String(websiteId))}${path}`;
}

/** The preview of the page that shows a record (the server finds it: src/server/preview/recordTarget.ts). */
export function previewOfRecord(websiteId: Id, kind: string, recordId: Id): string {
  return `${previewSrc(websiteId, '/')}?show=${encodeURIComponent(`${kind}:${String(recordId)}`)}`;
}
