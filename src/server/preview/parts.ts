import type { Declaration } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import { activeField, displayOf, imageOf, labelOf, shownFields, valueText, type RefNames } from './fields';
import { html, safeUrl, type Html } from './html';
import type { Shown } from './previewStore';

/** What every part needs besides its records. */
export interface PartContext {
  clientId: number;
  names: RefNames;
  signKey: (key: string) => string | null;
}

export const DRAFT_LABEL = 'Draft — pending review';

function badges(decl: Declaration, record: Shown): Html {
  const active = activeField(decl);
  return html`${record.pending ? html`<span class="badge draft">${DRAFT_LABEL}${record.pending === 'DELETE' ? ' (to be removed)' : ''}</span>` : ''}${
    active && record.doc[active] === false ? html`<span class="badge muted">Inactive</span>` : ''
  }`;
}

/** data-draft and data-pending-action mark a working copy that differs from live. */
const draftAttrs = (record: Shown) =>
  record.pending ? html` data-draft="true" data-pending-action="${record.pending}"` : html``;

function image(src: string | null, alt: string): Html | string {
  return src ? html`<img src="${src}" alt="${alt}" loading="lazy" referrerpolicy="no-referrer">` : '';
}

function fieldList(decl: Declaration, doc: Doc, fields: string[], ctx: PartContext): Html {
  const items = fields
    .map((f) => [f, valueText(decl, f, doc[f], ctx.names)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null)
    .map(([f, text]) => html`<div><dt>${labelOf(decl, f)}</dt><dd>${text}</dd></div>`);
  return items.length ? html`<dl>${items}</dl>` : html``;
}

/** One record of a list section: image, display name, a few columns, draft and inactive badges. */
export function card(decl: Declaration, record: Shown, ctx: PartContext, fieldsShown: number): Html {
  const title = displayOf(decl, record.doc, ctx.names);
  return html`<article class="card${record.pending ? ' is-draft' : ''}" data-kind="${decl.kind}" data-record-id="${record.id}"${draftAttrs(record)}>
${badges(decl, record)}${image(imageOf(record.doc, ctx.clientId, ctx.signKey), title)}
<h3>${title}</h3>
${fieldList(decl, record.doc, shownFields(decl, fieldsShown), ctx)}</article>`;
}

export function listSection(decl: Declaration, records: Shown[], ctx: PartContext, fieldsShown: number): Html {
  const body = records.length
    ? html`<div class="cards">${records.map((r) => card(decl, r, ctx, fieldsShown))}</div>`
    : html`<p class="empty">No ${decl.label.many.toLowerCase()} yet.</p>`;
  return html`<section class="content" data-kind="${decl.kind}"><h2>${decl.label.many}</h2>${body}</section>`;
}

/** A singleton (the event, a page's SEO): its display name and its filled-in fields. */
export function detail(decl: Declaration, record: Shown, ctx: PartContext, heading: 'h1' | 'h2'): Html {
  const title = displayOf(decl, record.doc, ctx.names);
  const fields = shownFields(decl, 12);
  const head = heading === 'h1' ? html`<h1>${title}</h1>` : html`<h2>${decl.label.one}</h2><p class="lead">${title}</p>`;
  return html`<section class="detail${record.pending ? ' is-draft' : ''}" data-kind="${decl.kind}" data-record-id="${record.id}"${draftAttrs(record)}>
${badges(decl, record)}${image(imageOf(record.doc, ctx.clientId, ctx.signKey), title)}${head}
${fieldList(decl, record.doc, fields, ctx)}</section>`;
}

const TITLE_KEYS = ['title', 'heading', 'headline', 'name'];
const TEXT_KEYS = ['subtitle', 'text', 'body', 'content', 'description', 'subheading'];

function displayBlock(block: Doc, ctx: PartContext): Html {
  const title = TITLE_KEYS.map((k) => block[k]).find((v) => typeof v === 'string');
  const texts = TEXT_KEYS.map((k) => block[k]).filter((v): v is string => typeof v === 'string');
  const link = Object.entries(block).find(([k, v]) => /(link|href|cta_url)/i.test(k) && typeof v === 'string');
  const href = link ? safeUrl(link[1] as string) : null;
  const linkLabel = [block.cta_label, block.link_label].find((v): v is string => typeof v === 'string') ?? href;
  return html`<div class="display-block">${image(imageOf(block, ctx.clientId, ctx.signKey), typeof title === 'string' ? title : '')}${
    typeof title === 'string' ? html`<h2>${title}</h2>` : ''
  }${texts.map((t) => html`<p>${t}</p>`)}${href ? html`<p><a href="${href}" rel="noopener noreferrer">${linkLabel}</a></p>` : ''}</div>`;
}

/** The page's free-form display object: its sections (title, text, image, link) in order. */
export function pageDisplay(display: unknown, ctx: PartContext): Html {
  if (!display || typeof display !== 'object' || Array.isArray(display)) return html``;
  const { sections, ...rest } = display as Doc;
  const blocks = Array.isArray(sections) ? sections.filter((s): s is Doc => !!s && typeof s === 'object' && !Array.isArray(s)) : [];
  const single = Object.keys(rest).length ? [rest] : [];
  const all = [...single, ...blocks];
  return all.length ? html`<section class="page-display">${all.map((b) => displayBlock(b, ctx))}</section>` : html``;
}
