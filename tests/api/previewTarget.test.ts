import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 33 item 6: "Preview the website with these changes" opens the page showing the change.
 * GET /preview/<website>?show=<kind>:<id> answers 303 to the page of the website's preview that
 * shows that record, from its working copy (src/server/preview/recordTarget.ts).
 */
let t: TestApp;
let owner: string;
const [EDU, EVT] = [1, 2];
type Doc = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@example.com');
});
afterAll(() => t.close());

async function firstOf(path: string, websiteId: number, query = ''): Promise<Doc> {
  const res = await t.as(owner, { method: 'GET', url: `${path}?client_id=1&website_id=${websiteId}&show_all=true${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Doc[])[0]!;
}

async function pageAt(websiteId: number, url: string): Promise<Doc> {
  const res = await t.as(owner, { method: 'GET', url: `/api/cms/page/pages?client_id=1&website_id=${websiteId}&show_all=true` });
  return (res.json().data as Doc[]).find((p) => p.page_full_url === url)!;
}

async function target(websiteId: number, show: string): Promise<string | undefined> {
  const res = await t.as(owner, { method: 'GET', url: `/preview/${websiteId}?show=${encodeURIComponent(show)}` });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location;
}

describe('the preview opens on the page showing a record', () => {
  it.each([
    [
      'a page opens at its own address',
      async () => {
        const page = await pageAt(EDU, '/about-us');
        return [EDU, `pages:${String(page.page_id)}`, `/preview/${EDU}${String(page.page_full_url)}`] as const;
      },
    ],
    [
      "a page's SEO opens at its page",
      async () => {
        const page = await pageAt(EDU, '/about-us');
        const res = await t.as(owner, {
          method: 'GET',
          url: `/api/cms/page/page_seo?website_id=${EDU}&pageseo_page_id=${String(page.page_id)}`,
        });
        const seo = res.json().data as Doc;
        return [EDU, `page-seo:${String(seo.pageseo_id)}`, `/preview/${EDU}/about-us`] as const;
      },
    ],
    [
      'a course opens at its own page',
      async () => {
        const course = await firstOf('/api/cms/courses', EDU);
        return [EDU, `courses:${String(course.course_id)}`, `/preview/${EDU}/programs/${String(course.course_id)}`] as const;
      },
    ],
    [
      "a course's program opens at its course's page",
      async () => {
        const program = await firstOf('/api/cms/courses/course_program', EDU);
        return [
          EDU,
          `course-programs:${String(program.program_id)}`,
          `/preview/${EDU}/programs/${String(program.program_course_id)}`,
        ] as const;
      },
    ],
    [
      'a speaker opens at the page named after speakers',
      async () => {
        const speaker = await firstOf('/api/cms/events/event_speakers', EVT);
        return [EVT, `speakers:${String(speaker.speaker_id)}`, `/preview/${EVT}/speakers`] as const;
      },
    ],
    [
      "another website's record opens nothing of it: the home page",
      async () => {
        const page = await pageAt(EVT, '/agenda');
        return [EDU, `pages:${String(page.page_id)}`, `/preview/${EDU}/`] as const;
      },
    ],
    ['a kind nobody declares opens the home page', async () => [EDU, 'nonsense:7', `/preview/${EDU}/`] as const],
  ])('%s', async (_sentence, rowOf) => {
    const [site, show, location] = await rowOf();
    expect(await target(site, show)).toBe(location);
  });

  it('ignores a show= that is not <kind>:<id> and renders the page asked for', async () => {
    const res = await t.as(owner, { method: 'GET', url: `/preview/${EDU}/about-us?show=${encodeURIComponent("pages:1' OR 1=1")}` });
    expect(res.statusCode).toBe(200);
  });
});
