import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { tl } from '../../../shared/listToolMessages';
import type { Declaration } from '../../../shared/registry';
import { inputStyle } from '../../common/inputStyle';
import { Typography } from '../../common/Typography';
import { Panel } from '../../common/Panel';
import { flash } from '../../state/flashStore';
import { deleteView, MAX_VIEW_NAME, parseViews, saveView, viewName, viewQuery } from './savedViews';
import { useKindMemory } from './useKindMemory';
import { isDeclaredChoice } from './columnChoice';

export interface ViewsPanelProps {
  id: string;
  decl: Declaration;
  /** The columns shown, which a view keeps even when they come from memory rather than the address. */
  shown: string[];
}

/**
 * The manager's saved views of this list: each a link to the list as it was saved (so its address
 * is what to share), the current one marked, and the list as it is now saved under a name.
 * Loaded when opened (ListPage.tsx).
 */
export function ViewsPanel({ id, decl, shown }: ViewsPanelProps) {
  const { token } = theme.useToken();
  const [text, write] = useKindMemory(decl.kind, 'views');
  const views = parseViews(text);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const withColumns = new URLSearchParams(params);
  if (!isDeclaredChoice(decl, shown)) withColumns.set('cols', shown.join(','));
  const current = viewQuery(withColumns);
  const [typed, setTyped] = useState('');
  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = viewName(typed);
    if (name === '') return;
    const taken = views.some((v) => v.name.toLowerCase() === name.toLowerCase());
    write(JSON.stringify(saveView(views, { name, query: current })));
    setTyped('');
    flash.success(taken ? tl('viewsNameTaken') : tl('viewsSaved', { name }));
  };
  return (
    <Panel small id={id} aria-label={tl('viewsTitle')} title={tl('viewsTitle')} style={{ marginBottom: 12 }}>
      {views.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
          {tl('viewsNone')}
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
          {views.map((view) => (
            <li key={view.name} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <Link to={{ pathname, search: view.query }} aria-current={view.query === current ? 'page' : undefined}>
                {view.name}
              </Link>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={tl('viewsDelete', { name: view.name })}
                onClick={() => write(JSON.stringify(deleteView(views, view.name)))}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={save}>
        <Flex gap="small" wrap>
          <input
            className="console-input"
            aria-label={tl('viewsName')}
            placeholder={tl('viewsName')}
            value={typed}
            maxLength={MAX_VIEW_NAME}
            onChange={(e) => setTyped(e.target.value)}
            style={{ ...inputStyle(token), width: 240 }}
          />
          <Button htmlType="submit" disabled={viewName(typed) === ''}>
            {tl('viewsSave')}
          </Button>
        </Flex>
      </form>
    </Panel>
  );
}
