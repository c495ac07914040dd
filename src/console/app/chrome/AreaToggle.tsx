import { Button } from 'antd';
import { t } from '../../../shared/messages';
import { ToggleSwitch } from '../../common/ToggleSwitch';
import { useRouteArea } from './useRouteArea';
import { useSwitchArea } from './useSwitchArea';

/** Website / Global toggle; the switch toggles, and clicking a label chooses that area. */
export function AreaToggle() {
  const area = useRouteArea();
  const switchArea = useSwitchArea();
  return (
    <span data-testid="area-toggle" data-area={area} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Button
        type="text"
        size="small"
        aria-pressed={area === 0}
        onClick={() => void switchArea(0)}
        style={{ fontWeight: area === 0 ? 600 : 400 }}
      >
        {t('areaWebsite')}
      </Button>
      <ToggleSwitch checked={area === 1} aria-label={t('areaSwitch')} onChange={(on) => void switchArea(on ? 1 : 0)} />
      <Button
        type="text"
        size="small"
        aria-pressed={area === 1}
        onClick={() => void switchArea(1)}
        style={{ fontWeight: area === 1 ? 600 : 400 }}
      >
        {t('areaGlobal')}
      </Button>
    </span>
  );
}
