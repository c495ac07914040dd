import { DEFAULT_THEME, parseDisplaySettings, themeTokens } from '../../shared/rules/theme';
import { pageNameFromUrl } from '../../shared/rules/pageName';
import { freeFormField } from '../../shared/declarationFields';
import { html, safeColour, safeUrl, type Html } from './html';
import { pageDisplay } from './pageDisplay';
import { DRAFT_LABEL, detail, listSection, type PartContext } from './parts';
import { displayOf } from './fields';
import { FIELDS_PER_CARD, PAGE_ACTIVE_FIELD, type PreviewModel, type Website } from './previewModel';
import { PREVIEW_CSS } from './styles';

/** docs/product.md §5: the website's colours apply only when primary, primary dark and their type are all set. */
function themeStyle(website: Website): Html {
  const { colors } = parseDisplaySettings(website.macro.websitemacro_display_setting_values).settings;
  const applied = themeTokens(colors) !== null;
  const primary = applied ? safeColour(colors.primaryColor, DEFAULT_THEME.primaryColor) : DEFAULT_THEME.primaryColor;
  const dark = applied ? safeColour(colors.primaryDarkColor, DEFAULT_THEME.primaryDarkColor) : DEFAULT_THEME.primaryDarkColor;
  const light = applied && colors.primaryColorType?.toUpperCase() !== 'LIGHT';
  const onPrimary = light ? safeColour(colors.textLightColor, '#ffffff') : dark;
  // Values are hex colours only (safeColour), so nothing from the settings can break out of the rule.
  return html`<style>:root{--primary:${primary};--primary-dark:${dark};--on-primary:${onPrimary};--text:${safeColour(colors.textDarkColor, '#111827')}}</style>`;
}

/** Site paths stay inside the preview (and in its live or working mode); web addresses are kept. */
const siteLinker = (website: Website, live: boolean) => (href: string) =>
  href.startsWith('/') ? `/preview/${website.websiteId}${href}${live ? (href.includes('?') ? '&' : '?') + 'live=1' : ''}` : href;

/** A header or footer link: site paths stay inside the preview; http(s) opens outside; others are text. */
function navLink(link: unknown, siteLink: (href: string) => string): Html {
  const { name, href } = (link ?? {}) as { name?: unknown; href?: unknown };
  const label = typeof name === 'string' ? name : typeof href === 'string' ? href : '';
  const url = typeof href === 'string' ? safeUrl(href) : null;
  if (url?.startsWith('/')) return html`<a href="${siteLink(url)}">${label}</a>`;
  if (url) return html`<a href="${url}" target="_blank" rel="noopener noreferrer">${label}</a>`;
  return html`<span>${label}</span>`;
}

const links = (list: unknown, siteLink: (href: string) => string) => (Array.isArray(list) ? list : []).map((l) => navLink(l, siteLink));

function modeBar(model: PreviewModel): Html {
  const base = `/preview/${model.website.websiteId}${model.url}`;
  return model.live
    ? html`<div class="mode" data-mode="live">Live version — what visitors see. <a href="${base}">Show working copy</a></div>`
    : html`<div class="mode" data-mode="working">Working copy — drafts pending review are marked. <a href="${base}?live=1">Show live version</a></div>`;
}

function pageNotices(model: PreviewModel): Html {
  const { page } = model;
  return html`${page.pending ? html`<div class="page-draft" data-draft="true" data-page-draft="true" data-pending-action="${page.pending}">${DRAFT_LABEL}: changes to this page wait for a checker.</div>` : ''}${
    page.doc[PAGE_ACTIVE_FIELD] === false ? html`<div class="page-inactive">This page is inactive: visitors do not see it.</div>` : ''
  }`;
}

/** A record's own page: its detail, then each child kind its declaration's `preview` names. */
function recordPage(record: NonNullable<PreviewModel['record']>, ctx: PartContext): Html {
  return html`${detail(record.decl, record.shown, ctx, 'h1')}${record.children.map((s) => listSection(s.decl, s.records, ctx, FIELDS_PER_CARD))}`;
}

/** The whole preview document of one page. */
export function renderPreview(model: PreviewModel, signKey: PartContext['signKey']): string {
  const { website, page, pageDecl } = model;
  const ctx: PartContext = {
    clientId: website.clientId,
    names: model.names,
    signKey,
    siteLink: siteLinker(website, model.live),
    timeZone: website.timeZone,
  };
  const siteName = website.macro.websitemacro_display_name;
  const { record } = model;
  const pageTitle =
    typeof page.doc[pageDecl.display] === 'string' && page.doc[pageDecl.display] !== ''
      ? String(page.doc[pageDecl.display])
      : pageNameFromUrl(model.url);
  // A record's own page is named by the record, whose detail carries the one h1.
  const title = record ? displayOf(record.decl, record.shown.doc, model.names) : pageTitle;
  const display = freeFormField(pageDecl);
  const singles = model.pageParts.filter((p) => p.decl.singleton);
  const lists = model.pageParts.filter((p) => !p.decl.singleton);
  const doc = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${siteName} (preview)</title>
<style>${PREVIEW_CSS}</style>${themeStyle(website)}</head>
<body data-website-id="${website.websiteId}" data-page-url="${model.url}" data-live="${model.live ? 'true' : 'false'}">
${modeBar(model)}
<header class="site-header"><strong class="brand">${siteName}</strong><nav>${links(website.macro.websitemacro_header_links, ctx.siteLink)}</nav></header>
<main data-kind="${pageDecl.kind}" data-record-id="${page.id}"${page.pending ? html` data-draft="true"` : ''}>
${pageNotices(model)}
${
  record
    ? recordPage(record, ctx)
    : html`<h1 class="page-title">${title}</h1>
${display ? pageDisplay(page.doc[display], ctx) : ''}`
}
${model.roots.flatMap((s) => s.records.map((r) => detail(s.decl, r, ctx, 'h1')))}
${model.sections.map((s) => listSection(s.decl, s.records, ctx, FIELDS_PER_CARD))}
${lists.map((s) => (s.records.length ? listSection(s.decl, s.records, ctx, FIELDS_PER_CARD) : ''))}
${singles.flatMap((s) => s.records.map((r) => detail(s.decl, r, ctx, 'h2')))}
</main>
<footer class="site-footer"><nav>${links(website.macro.websitemacro_footer_links, ctx.siteLink)}</nav><small>${siteName}</small></footer>
</body></html>`;
  return doc.value;
}

/** A small page for 401, 403 and 404, in the preview frame. */
export function renderMessage(status: number, heading: string, message: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${heading}</title><style>${PREVIEW_CSS}</style></head>
<body data-status="${status}"><main class="message"><h1>${heading}</h1><p>${message}</p></main></body></html>`.value;
}
