// @vitest-environment jsdom
import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../src/console/api/queryClient';
import { buildScope } from '../../../../src/console/common/scope';
import { ScopeContext } from '../../../../src/console/common/ScopeContext';
import { fieldChecksValidator as formValidator } from '../../../../src/console/engine/edit/fieldChecksValidator';
import { ImageField, ImageWidget } from '../../../../src/console/engine/widgets/image';
import { client, demoWebsites } from '../../fixtures';
import { antdStyles, fakeApi, resetConsoleState } from '../../harness';

const KEY = '1/12/images/0123456789abcdef-stage.png';

/** XMLHttpRequest at the network boundary: records the request, reports progress when told, then answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = JSON.parse(body);
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderForm(schema: RJSFSchema, uiSchema: UiSchema, onChange: (data: unknown) => void) {
  const websites = demoWebsites();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <StyleProvider container={antdStyles}>
      <ConfigProvider wave={{ disabled: true }}>
        <QueryClientProvider client={queryClient}>
          <ScopeContext.Provider value={buildScope(client(), websites, websites[1])}>
            <Form
              schema={schema}
              uiSchema={uiSchema}
              validator={formValidator}
              widgets={{ image: ImageWidget }}
              fields={{ image: ImageField }}
              onChange={(e) => onChange(e.formData)}
            />
          </ScopeContext.Provider>
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
}

const png = (size = 8) => new File([new Uint8Array(size)], 'stage.png', { type: 'image/png' });
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });

beforeEach(() => {
  resetConsoleState();
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('image widget (ui:widget image) on a string field', () => {
  const schema: RJSFSchema = { type: 'object', properties: { photo: { type: 'string', title: 'Photo' } } };
  const uiSchema: UiSchema = { photo: { 'ui:widget': 'image' } };

  it('uploads with progress to /api/main/upload, keeps the file key and previews it through a signed link', async () => {
    const calls = fakeApi({
      'GET /api/main/signed_file': { body: { data: { url: '/files/1/12/images/0123456789abcdef-stage.png?exp=1&sig=x' } } },
    });
    const changes: unknown[] = [];
    renderForm(schema, uiSchema, (d) => changes.push(d));
    await user().upload(screen.getByLabelText('Upload image'), png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/main/upload?client_id=1');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toHaveProperty('client_request_url');
    expect(xhr.body).toEqual({
      website_id: 12,
      file_name: 'stage.png',
      file_type: 'image/png',
      base_upload_path: 'images',
      is_protected_file: false,
      data_base64: 'AAAAAAAAAAA=',
    });
    xhr.progress(40);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading stage.png…')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    xhr.answer(201, { data: { file_name: KEY, url: '/files/x?exp=1&sig=y' } });
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(KEY));
    expect(changes.at(-1)).toEqual({ photo: KEY });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByAltText('Preview of the image')).toHaveAttribute(
      'src',
      '/files/1/12/images/0123456789abcdef-stage.png?exp=1&sig=x',
    );
    // The preview opens the full image in a tab of its own.
    const full = screen.getByRole('link', { name: 'Preview of the image' });
    expect(full).toHaveAttribute('href', '/files/1/12/images/0123456789abcdef-stage.png?exp=1&sig=x');
    expect(full).toHaveAttribute('target', '_blank');
    expect(calls.find((c) => c.path === '/api/main/signed_file')!.query.get('file_name')).toBe(KEY);
  });

  it('refuses a file that is not an image, or too large, before sending anything', async () => {
    renderForm(schema, uiSchema, () => undefined);
    const input = screen.getByLabelText('Upload image');
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'brochure.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('brochure.pdf is not a PNG, JPEG, WebP, GIF or SVG image.');
    fireEvent.change(input, { target: { files: [png(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('stage.png is larger than 5 MiB.');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('shows the server’s message when the upload is refused', async () => {
    renderForm(schema, uiSchema, () => undefined);
    await user().upload(screen.getByLabelText('Upload image'), png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    FakeXhr.last!.answer(400, { error: { category: 'RequestError', message: 'The file does not look like image/png.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file does not look like image/png.');
  });
});

describe('image field (ui:field image) on an object field', () => {
  it('edits the declared image options: alignment, size and link target', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        banner: {
          type: 'object',
          title: 'Banner',
          properties: { url: { type: 'string' }, alignment: { type: 'string' }, size: { type: 'string' }, link_target: { type: 'string' } },
        },
      },
    };
    const changes: unknown[] = [];
    renderForm(schema, { banner: { 'ui:field': 'image', 'ui:options': { uploadPath: 'banners' } } }, (d) => changes.push(d));
    const banner = screen.getByRole('group', { name: 'Banner' });
    expect(within(banner).getByText('Alignment')).toBeInTheDocument();
    expect(within(banner).queryByText('Link')).toBeNull();
    await user().click(within(banner).getByText('left'));
    await user().click(within(banner).getByText('lg'));
    await waitFor(() => expect(changes.at(-1)).toEqual({ banner: { alignment: 'left', size: 'lg' } }));
    await user().upload(within(banner).getByLabelText('Upload image'), png());
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect((FakeXhr.last!.body as { base_upload_path: string }).base_upload_path).toBe('banners');
  });
});
