import { verifySignature } from '../../src/server/webhooks/signature';
import { startReceiver, waitFor } from '../api/helpers/receiver';
import { journey } from './helpers/journey';
import { clickStill, screenshot } from './helpers/browser';

/**
 * What is published reaches a website (docs/delivery.md): an owner makes an API token and a
 * webhook in the console, a checker publishes a maker's change in the browser, the website's
 * receiver gets the signed call, and the token reads the new content.
 */
const run = journey({ webhooksAllowHttp: true, webhookTickMs: 100 });

describe('from publish to website', () => {
  it('an owner’s token and webhook carry a published change to the website', async () => {
    const receiver = await startReceiver();
    try {
      const owner = await run.signedIn('owner@example.com');
      await owner.page.getByTestId('user-menu').click();
      await owner.page.getByRole('menuitem', { name: /Website access/ }).click();
      await owner.page.getByRole('heading', { name: 'Website access', level: 1 }).waitFor();

      const tokenForm = owner.page.getByRole('form', { name: 'Create a token' });
      await tokenForm.getByLabel('Name').fill('Public website');
      await tokenForm.getByRole('button', { name: 'Create token' }).click();
      const tokenDialog = owner.page.getByRole('dialog');
      await tokenDialog.getByText('Your new token “Public website”').waitFor();
      const token = await tokenDialog.locator('input, textarea').first().inputValue();
      expect(token).toMatch(/^wct_/);
      await tokenDialog.getByRole('button', { name: 'I have copied it' }).click();
      await owner.page.getByRole('table', { name: 'API tokens' }).getByText('Public website').waitFor();

      const hookForm = owner.page.getByRole('form', { name: 'Add a webhook' });
      await hookForm.getByLabel('URL').fill(receiver.url);
      await hookForm.getByRole('checkbox', { name: 'Published' }).check();
      await hookForm.getByRole('button', { name: 'Add webhook' }).click();
      const hookDialog = owner.page.getByRole('dialog');
      await hookDialog.getByText(/The signing secret of/).waitFor();
      const secret = await hookDialog.locator('input, textarea').first().inputValue();
      expect(secret).toMatch(/^whsec_/);
      await hookDialog.getByRole('button', { name: 'I have copied it' }).click();
      await screenshot(owner.page, 'website-access');

      // The maker's change, through the API the console uses.
      const { app } = run.server;
      const login = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/login',
        payload: { email: 'maker@example.com', password: 'demo-password' },
      });
      const made = await app.inject({
        method: 'POST',
        url: '/api/client/edu_instructors?client_id=1&website_id=1',
        headers: { authorization: `Bearer ${login.json().data.token}` },
        payload: { instructor_name: 'Delivered Dana' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = Number(made.json().data.instructor_id);
      const before = await fetch(`${run.server.url}/api/delivery/v1/edu-instructors/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(before.status).toBe(404);

      const checker = await run.signedIn('checker@example.com');
      await checker.page.goto('/check/entities/pending-entities');
      await checker.page.getByText('Delivered Dana').first().waitFor();
      await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
      await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
      await checker.page.getByTestId('flash-success').waitFor();
      await checker.context.close();

      await waitFor('the signed call', () => receiver.calls.length > 0);
      const call = receiver.calls[0]!;
      expect(verifySignature(secret, call.body, String(call.headers['console-signature']))).toBe(true);
      const payload = JSON.parse(call.body);
      expect(payload.event).toBe('published');
      expect(payload.changes).toContainEqual(expect.objectContaining({ kind: 'edu-instructors', ids: [id] }));

      const after = await fetch(`${run.server.url}/api/delivery/v1/edu-instructors/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(200);
      expect((await after.json()).data.instructor_name).toBe('Delivered Dana');

      // The owner sees the call in the webhook's delivery log.
      await owner.page.getByRole('button', { name: `Delivery log ${receiver.url}` }).click();
      const log = owner.page.getByRole('table', { name: 'Delivery log' });
      await log.getByText('200').first().waitFor();
      await screenshot(owner.page, 'webhook-delivery-log');
      await owner.context.close();
    } finally {
      await receiver.close();
    }
  });
});
