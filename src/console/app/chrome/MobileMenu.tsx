import { Drawer } from 'antd';
import type { MouseEvent } from 'react';
import { t } from '../../../shared/messages';
import { PlaceControls } from './PlaceControls';
import { SidebarMenu } from './SidebarMenu';
import type { SidebarModel } from './useSidebarModel';

interface MobileMenuProps {
  open: boolean;
  model: SidebarModel;
  onClose: () => void;
}

/**
 * docs/product.md §4: the mobile menu opens and closes; following a link closes it. On a phone it is
 * the one way to the website switcher, the area toggle, the top tabs and the sidebar, so the header
 * keeps to one row and the content has the whole width.
 */
export function MobileMenu({ open, model, onClose }: MobileMenuProps) {
  // Any link followed inside (a tab, a header link, a sidebar entry) closes the drawer.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} placement="left" title={t('menu')} styles={{ body: { padding: 0 } }}>
      <div data-testid="mobile-menu" onClick={closeOnLink}>
        <div
          data-testid="mobile-menu-places"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12, padding: '12px 16px' }}
        >
          <PlaceControls />
        </div>
        <SidebarMenu model={model} onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
