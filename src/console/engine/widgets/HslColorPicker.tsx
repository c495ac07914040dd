import { Flex, Slider, theme } from 'antd';
import { Typography } from '../../common/Typography';
import { useState } from 'react';
import { tWebsite } from '../../../shared/websiteMessages';
import { hexToHsl, hslToHex, type Hsl } from '../../rules/hslColor';

export interface HslColorPickerProps {
  id: string;
  label: string;
  /** The hex colour it starts from; remount (key) to start again from another one. */
  initial: string;
  onChange: (hex: string) => void;
}

const PARTS = [
  { part: 'h', label: 'themeHue', max: 360, unit: '°' },
  { part: 's', label: 'themeSaturation', max: 100, unit: '%' },
  { part: 'l', label: 'themeLightness', max: 100, unit: '%' },
] as const;

/**
 * docs/product.md §5: HSL in, hex out. The sliders keep their own HSL, because hex cannot hold a hue once
 * saturation is 0: reading it back from hex would make the hue slider jump.
 */
export function HslColorPicker({ id, label, initial, onChange }: HslColorPickerProps) {
  const { token } = theme.useToken();
  const [hsl, setHsl] = useState<Hsl>(() => hexToHsl(initial) ?? { h: 0, s: 0, l: 0 });
  const hex = hslToHex(hsl);
  const set = (part: keyof Hsl, value: number) => {
    const next = { ...hsl, [part]: value };
    setHsl(next);
    onChange(hslToHex(next));
  };
  return (
    <fieldset id={id} style={{ border: 'none', margin: 0, padding: 0, minWidth: 220, flex: '1 1 220px' }}>
      <legend style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: token.fontWeightStrong, marginBottom: 4 }}>
        <span
          aria-hidden
          style={{ width: 24, height: 24, borderRadius: token.borderRadiusSM, border: `1px solid ${token.colorBorder}`, background: hex }}
        />
        {label}
      </legend>
      <Typography.Text type="secondary">
        {tWebsite('themeHex')}: <output style={{ fontFamily: token.fontFamilyCode }}>{hex}</output>
      </Typography.Text>
      {PARTS.map(({ part, label: partLabel, max, unit }) => (
        <Flex key={part} align="center" gap="small">
          <Typography.Text type="secondary" style={{ width: 80 }}>
            {tWebsite(partLabel)}
          </Typography.Text>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={max}
            value={hsl[part]}
            tooltip={{ formatter: (v) => `${v ?? 0}${unit}` }}
            ariaLabelForHandle={`${label}: ${tWebsite(partLabel)}`}
            onChange={(value: number) => set(part, value)}
          />
        </Flex>
      ))}
    </fieldset>
  );
}
