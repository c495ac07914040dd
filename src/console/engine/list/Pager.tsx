import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useId } from 'react';
import { t } from '../../../shared/messages';
import { pageItems } from '../../rules/pageItems';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  /** The total is a lower bound: the server stopped counting (shown as "10,000+"). */
  capped?: boolean;
  compact?: boolean;
  /** A new page, or a new page size (back to page 1). */
  onChange: (page: number, size: number) => void;
}

/**
 * A list's pager: the total, previous and next, the pages around the current one
 * (rules/pageItems.ts) and the page size as a native select. Ours rather than antd's Pagination,
 * whose size picker brought antd's whole Select (rc-select, virtual list, trigger: ≈ 25 kB) to
 * every list.
 */
export function Pager({ page, size, total, sizes, capped, compact, onChange }: PagerProps) {
  const { token } = theme.useToken();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  const buttonSize = compact ? 'small' : 'middle';
  return (
    <nav
      aria-label={t('listPages')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 4, marginTop: 12 }}
    >
      <span style={{ marginInlineEnd: 8 }}>{t(capped ? 'listTotalCapped' : 'listTotal', { count: total.toLocaleString('en') })}</span>
      <Button
        type="text"
        size={buttonSize}
        icon={<LeftOutlined />}
        aria-label={t('listPrevious')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, size)}
      />
      {pageItems(page, pages).map((item) =>
        'gap' in item ? (
          <span key={item.gap} aria-hidden style={{ paddingInline: 6, color: token.colorTextTertiary }}>
            …
          </span>
        ) : (
          <Button
            key={item.page}
            size={buttonSize}
            color={item.page === page ? 'primary' : 'default'}
            variant={item.page === page ? 'outlined' : 'text'}
            aria-label={t('listPage', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => item.page !== page && onChange(item.page, size)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button
        type="text"
        size={buttonSize}
        icon={<RightOutlined />}
        aria-label={t('listNext')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1, size)}
      />
      <label htmlFor={sizeId} style={{ marginInlineStart: 8, color: token.colorTextSecondary }}>
        {t('listPageSize')}
      </label>
      <select
        id={sizeId}
        value={size}
        onChange={(event) => onChange(1, Number(event.target.value))}
        style={{
          height: compact ? 24 : 32,
          paddingInline: 8,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          color: token.colorText,
          font: 'inherit',
        }}
      >
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </nav>
  );
}
