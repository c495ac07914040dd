import { Drawer } from 'antd';
import { t } from '../../../shared/messages';
import { SidebarMenu } from './SidebarMenu';
import type { SidebarModel } from './useSidebarModel';

interface MobileMenuProps {
  open: boolean;
  model: SidebarModel;
  onClose: () => void;
}

/** docs/product.md §4: the mobile menu opens and closes; following a link closes it. */
export function MobileMenu({ open, model, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" title={t('menu')} styles={{ body: { padding: 0 } }}>
      <div data-testid="mobile-menu">
        <SidebarMenu model={model} onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
