import type { Declaration } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import { activeField, displayOf, imageOf, labelOf, shownFields, valueText, type RefNames } from './fields';
import { html, type Html } from './html';
import { recordPath } from './recordPage';
import type { Shown } from './previewStore';

/** What every part needs besides its records. */
export interface PartContext {
  clientId: number;
  names: RefNames;
  signKey: (key: string) => string | null;
  /** A link of the website as the preview shows it: site paths stay inside the preview. */
  siteLink: (href: string) => string;
  /** The website's zone, for dates and times. */
  timeZone: string;
}

export const DRAFT_LABEL = 'Draft — pending review';

function badges(decl: Declaration, record: Shown): Html {
  const active = activeField(decl);
  return html`${record.pending ? html`<span class="badge draft">${DRAFT_LABEL}${record.pending === 'DELETE' ? ' (to be removed)' : ''}</span>` : ''}${
    active && record.doc[active] === false ? html`<span class="badge muted">Inactive</span>` : ''
  }`;
}

/** data-draft and data-pending-action mark a working copy that differs from live. */
const draftAttrs = (record: Shown) => (record.pending ? html` data-draft="true" data-pending-action="${record.pending}"` : html``);

export function image(src: string | null, alt: string): Html | string {
  return src ? html`<img src="${src}" alt="${alt}" loading="lazy" referrerpolicy="no-referrer">` : '';
}

function fieldList(decl: Declaration, doc: Doc, fields: string[], ctx: PartContext): Html {
  const items = fields
    .map((f) => [f, valueText(decl, f, doc[f], ctx.names, ctx.timeZone)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null)
    .map(([f, text]) => html`<div><dt>${labelOf(decl, f)}</dt><dd>${text}</dd></div>`);
  return items.length ? html`<dl>${items}</dl>` : html``;
}

/** One record of a list section: image, display name, a few columns, draft and inactive badges. */
export function card(decl: Declaration, record: Shown, ctx: PartContext, fieldsShown: number): Html {
  const title = displayOf(decl, record.doc, ctx.names);
  // A kind with a page of its own (a course and its programs) links there.
  const path = recordPath(decl, record.id);
  const heading = path ? html`<h3><a href="${ctx.siteLink(path)}">${title}</a></h3>` : html`<h3>${title}</h3>`;
  return html`<article class="card${record.pending ? ' is-draft' : ''}" data-kind="${decl.kind}" data-record-id="${record.id}"${draftAttrs(record)}>
${badges(decl, record)}${image(imageOf(record.doc, ctx.clientId, ctx.signKey), title)}
${heading}
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
