import { Flex } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { ComboBox } from '../../common/ComboBox';
import { useId } from 'react';
import { t } from '../../../shared/messages';
import { useScope } from '../../common/ScopeContext';
import { useWebsiteLocales } from '../hooks/useWebsiteLocales';
import type { ResourceRow } from '../resourceApi';

interface LocalePickerProps {
  /** The country of the locale on screen; undefined is the default copy. */
  value: string | undefined;
  onChange: (locale: string | undefined) => void;
  row: ResourceRow | null;
}

/**
 * Which locale's copy of a localised record to edit, from the website's locales; shown only when
 * the website uses locales (its locale-used flag). Says so when a locale still shows the default copy.
 */
export function LocalePicker({ value, onChange, row }: LocalePickerProps) {
  const { website } = useScope();
  const used = website?.ic_website_env?.wenv_locale_used === true;
  const locales = useWebsiteLocales(used);
  const id = useId();
  if (!used || !locales.data || locales.data.length < 2) return null;
  const byCountry = new Map(locales.data.map((l) => [l.country_code, l]));
  const fallback = value !== undefined && row !== null && row.locale_country_code !== value && !byCountry.get(value)?.is_default;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        <label htmlFor={id}>{t('localeLabel')}</label>
        <ComboBox
          id={id}
          allowClear={false}
          style={{ minWidth: 200 }}
          value={value ?? locales.data.find((l) => l.is_default)?.country_code}
          onChange={(next) => next !== undefined && onChange(byCountry.get(next)?.is_default ? undefined : next)}
          options={[...byCountry.values()].map((l) => ({
            value: l.country_code,
            label: l.is_default ? t('localeDefault', { locale: l.locale_code }) : l.locale_code,
          }))}
        />
      </Flex>
      {fallback && <InlineAlert type="info" title={t('localeFallback', { locale: value })} />}
    </Flex>
  );
}
