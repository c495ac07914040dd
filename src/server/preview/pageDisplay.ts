import { IMAGE_ALIGNMENTS, LINK_TARGETS, SIZES } from '../../shared/enums';
import { imageOf, imageRefSrc } from './fields';
import { html, safeUrl, type Html } from './html';
import { image, type PartContext } from './parts';
import type { Doc } from '../resources/recordShape';

const TITLE_KEYS = ['title', 'heading', 'headline', 'name'];
const TEXT_KEYS = ['intro', 'subtitle', 'text', 'body', 'content', 'description', 'subheading'];

const isDoc = (value: unknown): value is Doc => !!value && typeof value === 'object' && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A section's image object: the picture at its size and alignment, inside its link when it has one. */
function sectionImage(value: Doc, title: string, ctx: PartContext): Html | string {
  const src = imageRefSrc(value.url, ctx.clientId, ctx.signKey);
  if (!src) return '';
  const alt = typeof value.alt === 'string' && value.alt !== '' ? value.alt : title;
  const size = oneOf(SIZES, value.size, 'md');
  const align = oneOf(IMAGE_ALIGNMENTS, value.alignment, 'center');
  const picture = html`<img class="img-${size} align-${align}" src="${src}" alt="${alt}" loading="lazy" referrerpolicy="no-referrer">`;
  const href = typeof value.link === 'string' ? safeUrl(value.link) : null;
  if (!href) return picture;
  const target = oneOf(LINK_TARGETS, value.link_target, '_self');
  return html`<a href="${ctx.siteLink(href)}" target="${target}" rel="noopener noreferrer">${picture}</a>`;
}

function displayBlock(block: Doc, ctx: PartContext): Html {
  const found = TITLE_KEYS.map((k) => block[k]).find((v) => typeof v === 'string');
  const title = typeof found === 'string' ? found : '';
  const texts = TEXT_KEYS.map((k) => block[k]).filter((v): v is string => typeof v === 'string');
  const link = Object.entries(block).find(([k, v]) => /(link|href|cta_url)/i.test(k) && typeof v === 'string');
  const href = link ? safeUrl(link[1] as string) : null;
  const linkLabel = [block.cta_label, block.link_label].find((v): v is string => typeof v === 'string') ?? href;
  const picture = isDoc(block.image) ? sectionImage(block.image, title, ctx) : image(imageOf(block, ctx.clientId, ctx.signKey), title);
  return html`<div class="display-block">${picture}${title ? html`<h2>${title}</h2>` : ''}${texts.map((t) => html`<p>${t}</p>`)}${
    href ? html`<p><a class="cta" href="${ctx.siteLink(href)}" rel="noopener noreferrer">${linkLabel}</a></p>` : ''
  }</div>`;
}

/** The page's content object: its headline and introduction, then its sections in order. */
export function pageDisplay(display: unknown, ctx: PartContext): Html {
  if (!isDoc(display)) return html``;
  const { sections, ...rest } = display;
  const blocks = Array.isArray(sections) ? sections.filter(isDoc) : [];
  const single = Object.keys(rest).length ? [rest] : [];
  const all = [...single, ...blocks];
  return all.length ? html`<section class="page-display">${all.map((b) => displayBlock(b, ctx))}</section>` : html``;
}
