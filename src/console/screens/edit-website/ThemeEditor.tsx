import { BgColorsOutlined } from '@ant-design/icons';
import { Collapse } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../common/Spinner';
import { PRIMARY_COLOR_TYPES } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import { DEFAULT_THEME, themeToSave, type SavedTheme, type ThemeColors } from '../../../shared/rules/theme';

const ThemeColorsForm = lazy(async () => ({ default: (await import('./ThemeColorsForm')).ThemeColorsForm }));

export interface ThemeEditorProps {
  /** The website's colours as a maker works on them (a pending save first): the start and what Reset returns to. */
  saved: ThemeColors;
  onChange: (colors: ThemeColors) => void;
  /** Sends the colours for review; absent for a user who may not save (not a maker of pages). */
  onSave?: (theme: SavedTheme) => void;
  saving?: boolean;
  /** Saved colours wait for a checker (the starting point is then that working copy). */
  pending?: boolean;
}

/** docs/product.md §9 defaults fill in what the settings leave out. */
function startFrom(
  saved: ThemeColors,
): Required<Pick<ThemeColors, 'primaryColor' | 'primaryDarkColor' | 'primaryColorType'>> & ThemeColors {
  return {
    ...saved,
    primaryColor: saved.primaryColor ?? DEFAULT_THEME.primaryColor,
    primaryDarkColor: saved.primaryDarkColor ?? DEFAULT_THEME.primaryDarkColor,
    primaryColorType: saved.primaryColorType ?? PRIMARY_COLOR_TYPES[0],
  };
}

/**
 * docs/product.md §1 theme editor: primary and primary-dark pickers in a section that toggles open and
 * closed (docs/product.md §4). The screen decides whether it shows (showsThemeEditor) and applies the
 * picked colours through themeTokens, which uses them only when all three are present (docs/product.md §5).
 */
export function ThemeEditor({ saved, onChange, onSave, saving = false, pending = false }: ThemeEditorProps) {
  const [colors, setColors] = useState(() => startFrom(saved));
  // Bumped by Reset, so each picker starts again from the website's colour.
  const [round, setRound] = useState(0);
  const update = (patch: ThemeColors) => {
    const next = { ...colors, ...patch };
    setColors(next);
    onChange(next);
  };
  const reset = () => {
    const start = startFrom(saved);
    setColors(start);
    setRound((n) => n + 1);
    onChange(start);
  };
  // Only #rrggbb and a known type are sent: what the server takes (docs/product.md §5).
  const toSave = themeToSave(colors, PRIMARY_COLOR_TYPES);
  // Drawn once the section opens: its pickers (antd's slider, its tooltip, the segmented choice)
  // load then, not with every visit to Edit Website.
  const body = (
    <Suspense fallback={<Spinner size={16} label={t('loading')} />}>
      <ThemeColorsForm
        colors={colors}
        round={round}
        pending={pending}
        saving={saving}
        onUpdate={update}
        onReset={reset}
        onSave={onSave && toSave ? () => onSave(toSave) : undefined}
        mayEdit={onSave !== undefined}
      />
    </Suspense>
  );
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'theme',
          label: (
            <span>
              <BgColorsOutlined aria-hidden /> {tWebsite('themeEditor')}
            </span>
          ),
          children: body,
        },
      ]}
    />
  );
}
